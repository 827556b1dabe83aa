import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentNumbering } from '../../src/domain/invoices/issue-number.ts';
import { documentNumbers } from '../../src/repositories/document-numbers.ts';
import type { StoredOrder } from '../../src/repositories/order-item.ts';
import { type OrdersRepository, ordersRepository } from '../../src/repositories/orders-repository.ts';
import { sampleOrder } from '../handlers/payments/payment-fixtures.ts';
import { startDynalite } from '../support/dynalite-table.ts';
import { documentNumbersFake } from '../support/fakes/document-numbers-fake.ts';
import { ordersFake } from '../support/fakes/orders-fake.ts';

/*
 * Invoice and credit-note numbering on the table (dynalite) and on the fake the payment tests use, given the same
 * orders: the same numbers, on the same orders, so the fake cannot drift from the table.
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

interface Numbering {
  numbers: DocumentNumbering;
  orders: OrdersRepository;
}

const numberingOn: [string, () => Promise<Numbering>][] = [
  [
    'in memory',
    async () => {
      const orders = ordersFake();
      return { numbers: documentNumbersFake(orders), orders };
    },
  ],
  [
    'on the table',
    async () => {
      const table = await dynalite.newTable();
      return { numbers: documentNumbers(dynalite.db, table), orders: ordersRepository(dynalite.db, table) };
    },
  ],
];

const AT = new Date('2026-11-20T10:03:00.000Z');
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const paid = (id: string, overrides: Partial<StoredOrder> = {}) =>
  sampleOrder({ id, reference: `thp_${id}`, status: 'completed', payment_status: 'completed', ...overrides });

describe.each(numberingOn)('document numbers %s', (_name, open) => {
  it('number a paid order once, over its legacy number, and write it on the order', async () => {
    const { numbers, orders } = await open();
    await orders.create(paid(A, { invoice_number: 'INV-11111111' }));

    expect(await numbers.issue('invoice', A, AT)).toEqual({ number: 'INV-2026-000001', issued: true });
    expect((await orders.get(A))?.invoice_number).toBe('INV-2026-000001');
    expect(await numbers.issue('invoice', A, AT)).toEqual({ number: 'INV-2026-000001', issued: false });
  });

  it('number orders in sequence per kind, a value drawn for a numbered order left unused', async () => {
    const { numbers, orders } = await open();
    await orders.create(paid(A, { invoice_number: null }));
    await orders.create(paid(B, { invoice_number: null }));

    await numbers.issue('invoice', A, AT);
    await numbers.issue('invoice', A, AT);
    const second = await numbers.issue('invoice', B, AT);
    const credit = await numbers.issue('credit_note', A, AT);

    expect(second).toEqual({ number: 'INV-2026-000003', issued: true });
    expect(credit).toEqual({ number: 'CN-2026-000001', issued: true });
    expect((await orders.get(A))?.credit_note_number).toBe('CN-2026-000001');
  });

  it('give no number to an order that is not there', async () => {
    const { numbers } = await open();

    expect(await numbers.issue('invoice', A, AT)).toEqual({ number: '', issued: false });
  });
});
