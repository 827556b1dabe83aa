import { computeTax, DEFAULT_TAX_SETTINGS } from '@shop/shared/invoices/tax';
import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
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

    await settlePayment(deps, (await orders.get('order-0001'))!, transaction({ reference: 'thp_order-0001' }));

    expect((await orders.get('order-0001'))?.invoice_number).toBe('INV-2026-000001');
  });

  it('30 verify calls and webhooks settling one order at once give it one number, and the next order the next', async () => {
    const { deps, orders, mails } = await shop();
    await orders.create(pendingOrder('order-race'));
    await orders.create(pendingOrder('order-next'));
    const read = (await orders.get('order-race'))!;

    await Promise.all(
      Array.from({ length: 30 }, () => settlePayment(deps, read, transaction({ reference: 'thp_order-race' }))),
    );
    await settlePayment(deps, (await orders.get('order-next'))!, transaction({ reference: 'thp_order-next' }));

    expect((await orders.get('order-race'))?.invoice_number).toBe('INV-2026-000001');
    expect((await orders.get('order-next'))?.invoice_number).toBe('INV-2026-000002');
    // The one confirmation names the number the order kept.
    const confirmations = mails.filter((mail) => mail.kind === 'order-confirmation');
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]?.subject).toContain('INV-2026-000001');
  });

  it('a failed payment spends no number', async () => {
    const { deps, orders } = await shop();
    await orders.create(pendingOrder('order-declined'));
    await settlePayment(
      deps,
      (await orders.get('order-declined'))!,
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
