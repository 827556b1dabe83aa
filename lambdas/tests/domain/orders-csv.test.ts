import type { AdminOrderRow } from '@shop/shared/admin/orders';
import { describe, expect, it } from 'vitest';
import { orderCsvRecord, ordersCsv } from '../../src/domain/orders/orders-csv.ts';

const row: AdminOrderRow = {
  id: 'order-1',
  reference: 'thp_order-1',
  plan_id: 'villa-01',
  plan_title: '4-Bedroom Tema Villa',
  package_type: 'premium',
  user_id: 'buyer-1',
  user_email: 'ama@example.com',
  amount: 4600,
  net: 4000,
  tax: 600,
  currency: 'GHS',
  invoice_number: 'INV-2026-000123',
  credit_note_number: null,
  status: 'completed',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:02:00.000Z',
  download_count: 2,
};

describe('the CSV shape of an order', () => {
  it('puts the cells in column order, amounts with 2 decimals, net + tax = gross as on the invoice', () => {
    expect(orderCsvRecord(row)).toEqual([
      'order-1',
      'thp_order-1',
      '2026-11-20T10:00:00.000Z',
      'completed',
      'villa-01',
      '4-Bedroom Tema Villa',
      'premium',
      'ama@example.com',
      'buyer-1',
      '4600.00',
      'GHS',
      '2026-11-20T10:02:00.000Z',
      2,
      '4000.00',
      '600.00',
      '4600.00',
      'INV-2026-000123',
      '',
      '',
      '0.00',
    ]);
  });

  it('names the promotion code and what it took off before tax', () => {
    const record = orderCsvRecord({ ...row, promotion_code: 'TEMA10', discount: 460 });

    expect(record.slice(-2)).toEqual(['TEMA10', '460.00']);
  });

  it('rounds amounts to 2 decimals and leaves an unpaid order with an empty Paid At', () => {
    const record = orderCsvRecord({ ...row, amount: 199.999, paid_at: null });

    expect(record[9]).toBe('200.00');
    expect(record[11]).toBe('');
  });

  it('writes only a header row when no order matches', () => {
    expect(ordersCsv([])).toBe(
      'Order ID,Reference,Created At,Status,Plan ID,Plan Title,Package,Buyer Email,User ID,Amount,Currency,Paid At,Downloads,Net,Tax,Gross,Invoice Number,Credit Note Number,Promotion Code,Discount\r\n',
    );
  });

  it('prefixes an apostrophe to text starting with = + - @, and leaves other text and numbers alone', () => {
    const text = ordersCsv([{ ...row, plan_title: '-SUM(A1)', user_email: '+x@y.z', plan_id: '@p', user_id: '=1' }]);

    const cells = text.split('\r\n')[1]?.split(',');
    expect(cells?.slice(4, 9)).toEqual(["'@p", "'-SUM(A1)", 'premium', "'+x@y.z", "'=1"]);
    expect(cells?.slice(12)).toEqual(['2', '4000.00', '600.00', '4600.00', 'INV-2026-000123', '', '', '0.00']);
  });
});
