import { PAYMENT_TEXTS } from '@shop/shared/payments/initialize';
import { VERIFY_TEXTS } from '@shop/shared/payments/verify';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import { verifyPayment } from '../../../src/domain/payments/verify-payment.ts';
import type { PaystackTransaction } from '../../../src/domain/ports/payment-provider.ts';
import { InvalidInputError, NotFoundError, ProviderFailedError } from '../../../src/errors/domain-errors.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { BUYER, ORDER_ID, REFERENCE, sampleOrder, transaction } from '../../handlers/payments/payment-fixtures.ts';
import { paymentShop } from './payment-shop.ts';

/*
 * The buyer back from Paystack's page: the shop asks Paystack about the reference, settles the order as the answer
 * says (on the in-memory shop) and tells the buyer where the payment stands.
 */

const paystackSays = (overrides: Record<string, unknown> = {}) => transaction(overrides) as PaystackTransaction;

function shopWith(order: StoredOrder, says?: PaystackTransaction, options: Parameters<typeof paymentShop>[1] = {}) {
  return paymentShop([order], { ...options, paystack: { transactions: says ? [says] : [], ...options.paystack } });
}

const asBuyer: Caller = { sub: BUYER.sub, email: BUYER.email, groups: [] };

describe('verifyPayment', () => {
  it('completes the order when Paystack reports the right amount paid, and says so without the file keys', async () => {
    const shop = shopWith(sampleOrder(), paystackSays());

    const answer = await verifyPayment(shop.deps, asBuyer, REFERENCE);

    expect(answer).toMatchObject({ success: true, status: 'completed', message: VERIFY_TEXTS.completed });
    expect(answer.order).toMatchObject({ id: ORDER_ID, status: 'completed' });
    expect(answer.order).not.toHaveProperty('files');
    expect(shop.paystack.verified).toEqual([REFERENCE]);
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ status: 'completed' });
    expect(shop.purchases.purchaseOf(BUYER.sub, 'villa-01')).toBe(ORDER_ID);
    expect(shop.mailer.ofKind('order-confirmation')).toHaveLength(1);
  });

  it('greets the buyer by their profile name in the confirmation, escaped in the HTML part, with the window in Accra time', async () => {
    const shop = shopWith(sampleOrder(), paystackSays(), {
      profiles: { [BUYER.sub]: { first_name: 'Ama <script>', last_name: '& Mensah' } },
    });

    await verifyPayment(shop.deps, asBuyer, REFERENCE);

    const [mail] = shop.mailer.ofKind('order-confirmation');
    expect(mail?.text).toContain('Dear Ama <script> & Mensah,');
    expect(mail?.html).toContain('Dear Ama &lt;script&gt; &amp; Mensah,');
    expect(mail?.text).toContain('until 27 November 2026 at 10:03 GMT.');
  });

  it('sends no confirmation while staff have Payment Confirmations switched off, and still completes the order', async () => {
    const shop = shopWith(sampleOrder(), paystackSays(), { settings: { notify_payment_confirmations: false } });

    const answer = await verifyPayment(shop.deps, asBuyer, REFERENCE);

    expect(answer.status).toBe('completed');
    expect(shop.mailer.ofKind('order-confirmation')).toEqual([]);
    expect(shop.mailer.ofKind('new-order')).toHaveLength(1);
  });

  it('leaves mobile money awaiting approval pending, and says so', async () => {
    const shop = shopWith(sampleOrder(), paystackSays({ status: 'ongoing', channel: 'mobile_money', paid_at: null }));

    const answer = await verifyPayment(shop.deps, asBuyer, REFERENCE);

    expect(answer).toMatchObject({ success: false, status: 'pending', message: VERIFY_TEXTS.pending });
    expect(await shop.orders.get(ORDER_ID)).toEqual(sampleOrder());
  });

  it('marks a declined payment failed with Paystack’s reason, then completes it when the buyer pays on the same page', async () => {
    const shop = shopWith(sampleOrder(), paystackSays({ status: 'failed', gateway_response: 'Declined' }));

    const declined = await verifyPayment(shop.deps, asBuyer, REFERENCE);
    expect(declined).toMatchObject({
      success: false,
      status: 'failed',
      message: 'Payment verification failed: Declined',
    });
    expect(shop.purchases.purchaseOf(BUYER.sub, 'villa-01')).toBeUndefined();

    shop.paystack.report(paystackSays());
    const paid = await verifyPayment(shop.deps, asBuyer, REFERENCE);

    expect(paid).toMatchObject({ success: true, status: 'completed' });
    expect(shop.purchases.salesChange('villa-01')).toBe(1);
  });

  it('shows a payment the buyer left on Paystack’s page as cancelled at once', async () => {
    const shop = shopWith(sampleOrder(), paystackSays({ status: 'abandoned', paid_at: null }));

    const answer = await verifyPayment(shop.deps, asBuyer, REFERENCE);

    expect(answer).toMatchObject({ success: false, status: 'cancelled', message: VERIFY_TEXTS.cancelled });
    expect(await shop.orders.get(ORDER_ID)).toMatchObject({ failure_reason: 'Cancelled on the Paystack page' });
  });

  it('says Paystack has no such payment when it does not know the reference, and leaves the order pending', async () => {
    const shop = shopWith(sampleOrder());

    const answer = await verifyPayment(shop.deps, asBuyer, REFERENCE);

    expect(answer).toMatchObject({ success: false, status: 'pending' });
    expect(answer.message).toContain('Paystack has no payment with this reference');
  });

  it('does not ask Paystack again about a completed order', async () => {
    const shop = shopWith(sampleOrder({ status: 'completed', payment_status: 'completed' }), paystackSays());

    const answer = await verifyPayment(shop.deps, asBuyer, REFERENCE);

    expect(answer.success).toBe(true);
    expect(shop.paystack.verified).toEqual([]);
  });

  it("answers someone else's reference like an unknown one, without asking Paystack or settling it", async () => {
    const shop = shopWith(sampleOrder(), paystackSays());

    await expect(verifyPayment(shop.deps, { sub: 'intruder', groups: [] }, REFERENCE)).rejects.toBeInstanceOf(
      NotFoundError,
    );

    expect(shop.paystack.verified).toEqual([]);
    expect(await shop.orders.get(ORDER_ID)).toEqual(sampleOrder());
  });

  it.each([
    ['a reference that is not the shop’s', 'T1234567890', NotFoundError],
    ['a reference with no order behind it', 'thp_00000000-0000-4000-8000-000000000000', NotFoundError],
    ['a blank reference', '   ', InvalidInputError],
    ['no reference', undefined, InvalidInputError],
  ])('refuses %s', async (_name, reference, error) => {
    const shop = shopWith(sampleOrder(), paystackSays());

    await expect(verifyPayment(shop.deps, asBuyer, reference)).rejects.toBeInstanceOf(error);
    expect(shop.paystack.verified).toEqual([]);
  });

  it('answers that the provider is down when Paystack cannot be asked, and leaves the order pending', async () => {
    const shop = shopWith(sampleOrder(), paystackSays(), { paystack: { verify: 'unreachable' } });

    await expect(verifyPayment(shop.deps, asBuyer, REFERENCE)).rejects.toThrow(
      new ProviderFailedError(PAYMENT_TEXTS.providerDown),
    );
    expect(await shop.orders.get(ORDER_ID)).toEqual(sampleOrder());
  });
});
