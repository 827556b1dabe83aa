import { PAYMENT_TEXTS } from '@shop/shared/payments/initialize';
import type { EditableSiteSettings } from '@shop/shared/settings/site-settings';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { type InitializeDeps, initializePayment } from '../../../src/domain/payments/initialize-payment.ts';
import {
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  ProviderFailedError,
} from '../../../src/errors/domain-errors.ts';
import type { StoredProfile } from '../../../src/repositories/profiles-repository.ts';
import { BUYER, purchase } from '../../handlers/payments/payment-fixtures.ts';
import { ordersFake } from '../../support/fakes/orders-fake.ts';
import { paystackFake } from '../../support/fakes/paystack-fake.ts';
import { plansFake } from '../../support/fakes/plans-fake.ts';
import { profilesFake } from '../../support/fakes/profiles-fake.ts';
import { settingsFake } from '../../support/fakes/settings-fake.ts';
import { samplePlan } from '../../support/plan-items.ts';
import { NOW, SITE_URL } from './payment-shop.ts';

/*
 * Starting a payment, on the in-memory shop: what the pending order holds and what Paystack is asked to charge,
 * all from the shop's own records (the catalogue price, the tax rows in force, the account's address), never from
 * what the browser sent.
 */

const asBuyer: Caller = { sub: BUYER.sub, email: BUYER.email, groups: [] };

function checkout(
  options: {
    settings?: Partial<EditableSiteSettings>;
    plan?: Parameters<typeof samplePlan>[0] | 'none';
    profiles?: Record<string, StoredProfile>;
    paystack?: Parameters<typeof paystackFake>[0];
    poolEmail?: string;
  } = {},
) {
  const orders = ordersFake();
  const paystack = paystackFake(options.paystack);
  let ids = 0;
  const deps: InitializeDeps = {
    orders,
    plans: plansFake(options.plan === 'none' ? [] : [samplePlan(options.plan)]),
    paystack,
    siteUrl: SITE_URL,
    now: () => NOW,
    checkoutSettings: () => settingsFake(options.settings).read(),
    newId: () => `00000000-0000-4000-8000-00000000000${++ids}`,
    accountEmail: async () => options.poolEmail,
    profiles: profilesFake(options.profiles),
  };
  /** Every order written, oldest first. */
  const written = () => orders.listByUser(BUYER.sub).then((list) => list.reverse());
  return { deps, orders, paystack, written };
}

describe('initializePayment', () => {
  it('charges the catalogue price in pesewas whatever amount the browser sent, on a pending order of its own', async () => {
    const shop = checkout();

    const answer = await initializePayment(shop.deps, asBuyer, purchase({ amount: 1 }));

    const [order] = await shop.written();
    expect(order).toMatchObject({
      id: answer.orderId,
      reference: answer.reference,
      status: 'pending',
      user_id: BUYER.sub,
      user_email: BUYER.email,
      plan_title: '4-Bedroom Tema Villa',
      package_type: 'standard',
      amount: 4000,
      amount_pesewas: 400_000,
      invoice_number: null,
    });
    expect(answer).toMatchObject({ success: true, amount: 4000, reference: `thp_${answer.orderId}` });
    expect(answer.authorization_url).toBe(`https://checkout.paystack.test/${answer.reference}`);
    expect(shop.paystack.pages).toEqual([
      {
        email: BUYER.email,
        amount: 400_000,
        currency: 'GHS',
        reference: answer.reference,
        callback_url: `${SITE_URL}/payment/verify`,
        metadata: {
          orderId: answer.orderId,
          planId: 'villa-01',
          packageType: 'standard',
          cancel_action: `${SITE_URL}/payment/verify?reference=${answer.reference}`,
        },
      },
    ]);
  });

  it('gives every payment its own order and reference', async () => {
    const shop = checkout();

    const first = await initializePayment(shop.deps, asBuyer, purchase());
    const second = await initializePayment(shop.deps, asBuyer, purchase());

    expect(first.reference).not.toBe(second.reference);
    expect(await shop.written()).toHaveLength(2);
  });

  it('keeps the billing details on the order, blank optional fields left out; without them bills the licence name', async () => {
    const shop = checkout();

    await initializePayment(
      shop.deps,
      asBuyer,
      purchase({ billing: { name: 'Ama Mensah', company: 'Tema Builders Ltd', tax_number: '', address: 'Accra' } }),
    );
    await initializePayment(shop.deps, asBuyer, purchase({ licenceName: 'Kwame Asante' }));

    const [first, second] = await shop.written();
    expect(first?.billing).toEqual({ name: 'Ama Mensah', company: 'Tema Builders Ltd', address: 'Accra' });
    expect(second?.billing).toEqual({ name: 'Kwame Asante' });
  });

  it('adds exclusive taxes to what Paystack charges and freezes the rows in force on the order', async () => {
    const shop = checkout({
      settings: {
        prices_include_tax: false,
        tax_rates: [
          { id: 'vat', name: 'VAT', rate_percent: 15, enabled: true },
          { id: 'nhil', name: 'NHIL', rate_percent: 2.5, enabled: true },
          { id: 'covid-19', name: 'COVID-19 levy', rate_percent: 1, enabled: false },
        ],
      },
    });

    const answer = await initializePayment(shop.deps, asBuyer, purchase());

    expect(answer.amount).toBe(4700);
    expect(shop.paystack.pages[0]?.amount).toBe(470_000);
    const [order] = await shop.written();
    expect(order).toMatchObject({ amount: 4700, amount_pesewas: 470_000 });
    expect(order?.tax).toEqual({
      prices_include_tax: false,
      net_pesewas: 400_000,
      lines: [
        { name: 'VAT', rate_percent: 15, amount_pesewas: 60_000 },
        { name: 'NHIL', rate_percent: 2.5, amount_pesewas: 10_000 },
      ],
      total_pesewas: 470_000,
    });
  });

  it('with tax-inclusive prices charges the catalogue price and splits it into net and tax', async () => {
    const shop = checkout({
      settings: { prices_include_tax: true, tax_rates: [{ id: 'vat', name: 'VAT', rate_percent: 15, enabled: true }] },
    });

    await initializePayment(shop.deps, asBuyer, purchase());

    expect(shop.paystack.pages[0]?.amount).toBe(400_000);
    expect((await shop.written())[0]?.tax).toEqual({
      prices_include_tax: true,
      net_pesewas: 347_826,
      lines: [{ name: 'VAT', rate_percent: 15, amount_pesewas: 52_174 }],
      total_pesewas: 400_000,
    });
  });

  it('keeps the language the buyer paid from on the order and sends them back to that language', async () => {
    const shop = checkout();

    const answer = await initializePayment(shop.deps, asBuyer, purchase({ language: 'fr' }));

    expect((await shop.written())[0]?.language).toBe('fr');
    expect(shop.paystack.pages[0]?.callback_url).toBe(`${SITE_URL}/fr/payment/verify`);
    expect(shop.paystack.pages[0]?.metadata.cancel_action).toBe(
      `${SITE_URL}/fr/payment/verify?reference=${answer.reference}`,
    );
  });

  it('names the licence as written at checkout, else after the saved profile, else the sign-up names, else the email', async () => {
    const profiled = checkout({ profiles: { [BUYER.sub]: { first_name: 'Ama', last_name: 'Owusu' } } });
    const plain = checkout();

    await initializePayment(profiled.deps, asBuyer, purchase({ licenceName: 'Kwame Asante' }));
    await initializePayment(profiled.deps, asBuyer, purchase());
    await initializePayment(plain.deps, { ...asBuyer, givenName: 'Ama', familyName: 'Boateng' }, purchase());
    await initializePayment(plain.deps, asBuyer, purchase());

    const names = [...(await profiled.written()), ...(await plain.written())].map((order) => order.licenceName);
    expect(names).toEqual(['Kwame Asante', 'Ama Owusu', 'Ama Boateng', BUYER.email]);
  });

  it("charges and writes the account's address, not one typed into the request (no receipts to strangers)", async () => {
    const shop = checkout();

    await initializePayment(shop.deps, asBuyer, purchase({ email: 'someone.else@example.org' }));

    expect(shop.paystack.pages[0]?.email).toBe(BUYER.email);
    expect((await shop.written())[0]?.user_email).toBe(BUYER.email);
  });

  it('reads the address from the user pool when the token carries none', async () => {
    const shop = checkout({ poolEmail: 'pool@example.com' });

    await initializePayment(shop.deps, { sub: BUYER.sub, groups: [] }, purchase());

    expect(shop.paystack.pages[0]?.email).toBe('pool@example.com');
  });

  it.each([
    ['payments switched off by staff', { settings: { online_payments_enabled: false } }, ForbiddenError],
    ['a missing plan', { plan: 'none' as const }, NotFoundError],
    ['an inactive plan', { plan: { status: 'inactive' as const } }, NotFoundError],
    ['a package without a price', { plan: { standard_price: 0 } }, InvalidInputError],
    ['an account without an email address', { poolEmail: undefined }, InvalidInputError],
  ])('refuses %s, writing nothing and asking Paystack for nothing', async (name, options, error) => {
    const shop = checkout(options);
    const caller = name.startsWith('an account') ? { sub: BUYER.sub, groups: [] } : asBuyer;

    await expect(initializePayment(shop.deps, caller, purchase())).rejects.toBeInstanceOf(error);

    expect(await shop.written()).toEqual([]);
    expect(shop.paystack.pages).toEqual([]);
  });

  it('marks the order failed and says the provider is down when Paystack cannot start the payment', async () => {
    const shop = checkout({ paystack: { initialize: 'unreachable' } });

    await expect(initializePayment(shop.deps, asBuyer, purchase())).rejects.toThrow(
      new ProviderFailedError(PAYMENT_TEXTS.providerDown),
    );

    expect(await shop.written()).toMatchObject([
      { status: 'failed', failure_reason: 'The payment provider could not start the payment' },
    ]);
  });
});
