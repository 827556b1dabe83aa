import { computeTax } from '@shop/shared/invoices/tax';
import { DEFAULT_TAX_SETTINGS } from '@shop/shared/invoices/tax-rate';
import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SettleDeps } from '../../../src/domain/payments/payment-deps.ts';
import { settlePayment } from '../../../src/domain/payments/settle-payment.ts';
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

/** An order that must be there. */
async function stored(orders: ReturnType<typeof ordersRepository>, id: string) {
  const order = await orders.get(id);
  if (!order) throw new Error(`order ${id} missing`);
  return order;
}

const PAID = new Date('2026-11-20T10:03:00.000Z');

async function shop() {
  const table = await stack.newTable();
  const orders = ordersRepository(stack.db, table);
  const mails: OutgoingMail[] = [];
  const deps: SettleDeps = {
    orders,
    plans: { get: async () => undefined } as unknown as SettleDeps['plans'],
    grants: noOpGrants(),
    analytics: { recordSale: async () => undefined },
    mailer: {
      send: async (mail) => {
        mails.push(mail);
      },
    },
    numbers: documentNumbers(stack.db, table),
    settings: { read: async () => DEFAULT_SITE_SETTINGS },
    siteUrl: 'https://shop.example.com',
    now: () => PAID,
  };
  return { deps, orders, mails, numbers: documentNumbers(stack.db, table) };
}

/** A pending order as checkout now writes it: no invoice number, the tax frozen on it. */
const pendingOrder = (id: string) =>
  sampleOrder({
    id,
    reference: `thp_${id}`,
    invoice_number: null,
    tax: computeTax(400_000, DEFAULT_TAX_SETTINGS),
  });

describe('invoice numbers', () => {
  it('a pending order has no invoice number; settling it gives INV-{year}-000001', async () => {
    const { deps, orders } = await shop();
    await orders.create(pendingOrder('order-0001'));
    expect((await orders.get('order-0001'))?.invoice_number).toBeNull();

    await settlePayment(deps, await stored(orders, 'order-0001'), transaction({ reference: 'thp_order-0001' }));

    expect((await orders.get('order-0001'))?.invoice_number).toBe('INV-2026-000001');
  });

  it('30 verify calls and webhooks settling one order at once give it one number, and the next order the next', async () => {
    const { deps, orders, mails } = await shop();
    await orders.create(pendingOrder('order-race'));
    await orders.create(pendingOrder('order-next'));
    const read = await stored(orders, 'order-race');

    await Promise.all(
      Array.from({ length: 30 }, () => settlePayment(deps, read, transaction({ reference: 'thp_order-race' }))),
    );
    await settlePayment(deps, await stored(orders, 'order-next'), transaction({ reference: 'thp_order-next' }));

    expect((await orders.get('order-race'))?.invoice_number).toBe('INV-2026-000001');
    expect((await orders.get('order-next'))?.invoice_number).toBe('INV-2026-000002');
    // The one confirmation names the number the order kept.
    const confirmations = mails.filter((mail) => mail.kind === 'order-confirmation');
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]?.subject).toContain('INV-2026-000001');
  });

  it('the confirmation carries the invoice PDF: number, billing details, the frozen tax lines and totals', async () => {
    const { deps, orders, mails } = await shop();
    const ghana = {
      tax_rates: DEFAULT_TAX_SETTINGS.tax_rates.map((row) => ({ ...row, enabled: true })),
      prices_include_tax: false,
    };
    await orders.create({
      ...pendingOrder('order-pdf'),
      amount: 4840,
      amount_pesewas: 484_000,
      billing: {
        name: 'Ama Mensah',
        company: 'Tema Builders Ltd',
        tax_number: 'C0012345678',
        address: '12 Ring Road\nAccra',
      },
      tax: computeTax(400_000, ghana),
    });
    await settlePayment(
      deps,
      await stored(orders, 'order-pdf'),
      transaction({ reference: 'thp_order-pdf', amount: 484_000 }),
    );

    const [attachment] = mails.find((mail) => mail.kind === 'order-confirmation')?.attachments ?? [];
    expect(attachment?.filename).toBe('INV-2026-000001.pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(attachment?.content ?? [])), {
      mergePages: true,
    });
    for (const expected of [
      'Invoice',
      'INV-2026-000001',
      'Ama Mensah',
      'Tema Builders Ltd',
      'Tax number: C0012345678',
      '12 Ring Road',
      'Subtotal (net)',
      'GHS 4,000.00',
      'VAT (15%)',
      'GHS 600.00',
      'NHIL (2.5%)',
      'GHS 100.00',
      'COVID-19 levy (1%)',
      'GHS 40.00',
      'GHS 4,840.00',
      'USD 324.28',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a failed payment spends no number', async () => {
    const { deps, orders } = await shop();
    await orders.create(pendingOrder('order-declined'));
    await settlePayment(
      deps,
      await stored(orders, 'order-declined'),
      transaction({ reference: 'thp_order-declined', status: 'failed', gateway_response: 'Declined' }),
    );
    expect((await orders.get('order-declined'))?.invoice_number).toBeNull();
  });

  it('the counter gives each racing caller its own value; the order keeps the first number written', async () => {
    const { orders, numbers } = await shop();
    await orders.create(pendingOrder('order-cn'));
    const answers = await Promise.all(Array.from({ length: 10 }, () => numbers.issue('credit_note', 'order-cn', PAID)));
    expect(answers.filter((answer) => answer.issued)).toHaveLength(1);
    const kept = answers.find((answer) => answer.issued)?.number;
    expect(new Set(answers.map((answer) => answer.number))).toEqual(new Set([kept]));
    expect(kept).toMatch(/^CN-2026-0000(0[1-9]|10)$/);
  });
});
