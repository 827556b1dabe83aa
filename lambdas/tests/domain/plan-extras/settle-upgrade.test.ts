import { computeTax } from '@shop/shared/invoices/tax';
import { DEFAULT_TAX_SETTINGS } from '@shop/shared/invoices/tax-rate';
import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pdfPageTexts } from '../../../../test/support/pdf-text.ts';
import { licenceCertificate } from '../../../src/domain/deliveries/licence-certificate.ts';
import type { LicenceDetails } from '../../../src/domain/deliveries/licence-details.ts';
import type { SettleDeps } from '../../../src/domain/payments/payment-deps.ts';
import { settlePayment } from '../../../src/domain/payments/settle-payment.ts';
import { licensedBuilds } from '../../../src/domain/plan-extras/licensed-builds.ts';
import type { OutgoingMail } from '../../../src/domain/ports/mailer.ts';
import { documentNumbers } from '../../../src/repositories/document-numbers.ts';
import { ordersRepository } from '../../../src/repositories/orders-repository.ts';
import { sampleOrder, transaction } from '../../handlers/payments/payment-fixtures.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { noOpGrants } from '../../support/no-op-grants.ts';

let stack: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  vi.stubEnv('LOG_LEVEL', 'silent');
  stack = await startDynalite();
});
afterAll(() => stack?.stop());

const PAID = new Date('2026-11-20T10:03:00.000Z');
const PLAN_FILES = {
  basic: ['plans/villa-01/basic/plan.pdf'],
  standard: ['plans/villa-01/standard/renders.pdf'],
  premium: ['plans/villa-01/premium/villa.dxf', 'plans/villa-01/premium/cad.zip'],
};

async function shop() {
  const table = await stack.newTable();
  const orders = ordersRepository(stack.db, table);
  const mails: OutgoingMail[] = [];
  const deps: SettleDeps = {
    orders,
    plans: { get: async () => ({ id: 'villa-01', plan_files: PLAN_FILES }) } as unknown as SettleDeps['plans'],
    grants: noOpGrants(),
    analytics: { recordSale: async () => undefined },
    mailer: { send: async (mail) => void mails.push(mail) },
    numbers: documentNumbers(stack.db, table),
    settings: { read: async () => DEFAULT_SITE_SETTINGS },
    siteUrl: 'https://shop.example.com',
    now: () => PAID,
  };
  return { deps, orders, mails };
}

const BASE = 'base-order-0001';

/** A Basic purchase paid months ago, and the pending upgrade to Premium checkout wrote for it (6,000 - 2,500). */
const basePurchase = () =>
  sampleOrder({
    id: BASE,
    reference: `thp_${BASE}`,
    package_type: 'basic',
    tier: 'basic',
    status: 'completed',
    payment_status: 'completed',
    created_at: '2026-06-01T10:00:00.000Z',
    paid_at: '2026-06-01T10:02:00.000Z',
  });
const pendingUpgrade = () =>
  sampleOrder({
    id: 'upgrade-0001',
    reference: 'thp_upgrade-0001',
    package_type: 'premium',
    tier: 'premium',
    amount: 3500,
    amount_pesewas: 350_000,
    invoice_number: null,
    tax: computeTax(350_000, DEFAULT_TAX_SETTINGS),
    kind: 'upgrade',
    upgraded_from: 'basic',
    base_order_id: BASE,
    base_order_reference: `thp_${BASE}`,
    licenceName: 'Ama Mensah',
  });

describe('settling an upgrade', () => {
  it('twenty racing verify calls and webhooks complete it once, with the premium tier’s files and one invoice naming the order it upgrades', async () => {
    const { deps, orders, mails } = await shop();
    await orders.create(basePurchase());
    await orders.create(pendingUpgrade());
    const read = await orders.get('upgrade-0001');
    if (!read) throw new Error('upgrade not written');

    await Promise.all(
      Array.from({ length: 20 }, () =>
        settlePayment(deps, read, transaction({ reference: 'thp_upgrade-0001', amount: 350_000 })),
      ),
    );

    const upgraded = await orders.get('upgrade-0001');
    expect(upgraded).toMatchObject({ status: 'completed', package_type: 'premium', invoice_number: 'INV-2026-000001' });
    expect(upgraded?.files.map((file) => file.key)).toEqual([
      ...PLAN_FILES.basic,
      ...PLAN_FILES.standard,
      ...PLAN_FILES.premium,
    ]);
    const confirmations = mails.filter((mail) => mail.kind === 'order-confirmation');
    expect(confirmations).toHaveLength(1);
    const [invoice] = confirmations[0]?.attachments ?? [];
    const [text] = await pdfPageTexts(new Uint8Array(invoice?.content ?? []));
    expect(text).toContain(`Upgrade of order thp_${BASE}`);
    expect(text).toContain('Package upgrade: 4-Bedroom Tema Villa (Basic to Premium)');
    // The base order is left as it was: its refund, if any, follows the usual rules on its own.
    expect(await orders.get(BASE)).toMatchObject({ status: 'completed', package_type: 'basic' });
  });

  it('a French buyer’s invoice names the upgrade in French', async () => {
    const { deps, orders, mails } = await shop();
    await orders.create({ ...pendingUpgrade(), language: 'fr' });
    const read = await orders.get('upgrade-0001');
    if (!read) throw new Error('upgrade not written');

    await settlePayment(deps, read, transaction({ reference: 'thp_upgrade-0001', amount: 350_000 }));

    const [invoice] = mails.find((mail) => mail.kind === 'order-confirmation')?.attachments ?? [];
    const [text] = await pdfPageTexts(new Uint8Array(invoice?.content ?? []));
    expect(text).toContain(`Montée de formule de la commande thp_${BASE}`);
    expect(text).toContain('(Basique vers Premium)');
  });
});

describe('the certificate of a licence with extra builds', () => {
  const details = (builds: LicenceDetails['builds'], language: 'en' | 'fr' = 'en'): LicenceDetails => ({
    licenseeName: 'Ama Mensah',
    licenseeEmail: 'ama@example.com',
    orderId: 'extra-0002',
    invoiceNumber: 'INV-2026-000009',
    planTitle: '4-Bedroom Tema Villa',
    tier: 'standard',
    date: '20 November 2026',
    language,
    builds,
  });

  it('lists each licensed build of the buyer’s plan with its site, read from their paid orders', async () => {
    const { orders } = await shop();
    await orders.create(basePurchase());
    await orders.create(
      sampleOrder({
        id: 'extra-0001',
        reference: 'thp_extra-0001',
        status: 'completed',
        kind: 'extra_build',
        build_label: 'Plot 14, Community 25',
        created_at: '2026-07-01T00:00:00.000Z',
      }),
    );
    await orders.create(
      sampleOrder({ id: 'extra-refunded', reference: 'thp_extra-refunded', status: 'refunded', kind: 'extra_build' }),
    );
    await orders.create(
      sampleOrder({ id: 'upgrade-x', reference: 'thp_upgrade-x', status: 'completed', kind: 'upgrade' }),
    );

    const builds = await licensedBuilds(orders)({ user_id: 'buyer-1', plan_id: 'villa-01' });
    const [text] = await pdfPageTexts(await licenceCertificate(details(builds), 3));

    expect(builds.map((build) => build.orderId)).toEqual([BASE, 'extra-0001']);
    expect(text).toContain('Licensed builds (2)');
    expect(text).toContain(`1. Order thp_${BASE}`);
    expect(text).toContain('2. Order thp_extra-0001 - Plot 14, Community 25');
  });

  it('in French, and not at all for a licence of one build', async () => {
    const two = [
      { orderId: 'a', reference: 'thp_a', label: null },
      { orderId: 'b', reference: 'thp_b', label: 'Parcelle 7' },
    ];
    const [french] = await pdfPageTexts(await licenceCertificate(details(two, 'fr'), 3));
    const [single] = await pdfPageTexts(await licenceCertificate(details([two[0] as (typeof two)[0]]), 3));

    expect(french).toContain('Constructions sous licence (2)');
    expect(french).toContain('2. Commande thp_b - Parcelle 7');
    expect(single).not.toContain('Licensed builds');
  });
});
