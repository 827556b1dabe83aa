import { describe, expect, it } from 'vitest';
import { type Invoice, invoiceRows } from '../src/features/invoices/utils/invoice.ts';
import { filterOrders, orderStats, statusOf, tabCounts } from '../src/features/orders/utils/order-stats.ts';

const ORDERS = [
  { id: 'ord-aaaa1111', status: 'completed', amount: 1999.99, planTitle: 'Modern Villa' },
  { id: 'ord-bbbb2222', status: 'completed', amount: 2500.01, planTitle: 'Coastal Bungalow' },
  { id: 'ord-cccc3333', status: 'pending', amount: 4000, planTitle: 'Modern Townhouse' },
  { id: 'ord-dddd4444', status: 'processing', amount: 3000, planTitle: 'Family Villa' },
  { id: 'ord-eeee5555', status: 'cancelled', amount: 1200, planTitle: 'Small Bungalow' },
  { id: 'ord-ffff6666', status: null, amount: 900, planTitle: 'Studio' },
];

describe('order stats', () => {
  it('counts paid orders only and sums Total Spent over completed orders only', () => {
    // Act
    const stats = orderStats(ORDERS);

    // Assess
    expect(stats).toEqual({ totalOrders: 2, completed: 2, processing: 1, totalSpent: 4500 });
  });

  it('counts a refunded order as an order (it was paid) but not as money spent, and never a failed attempt', () => {
    const stats = orderStats([
      ...ORDERS,
      { id: 'ord-gggg7777', status: 'refunded', amount: 800, planTitle: 'Duplex' },
      { id: 'ord-hhhh8888', status: 'failed', amount: 800, planTitle: 'Duplex' },
    ]);

    expect(stats).toEqual({ totalOrders: 3, completed: 2, processing: 1, totalSpent: 4500 });
  });

  it('treats a missing status as pending', () => {
    expect(statusOf({ status: null })).toBe('pending');
    expect(statusOf({ status: 'COMPLETED' })).toBe('completed');
  });

  it('gives each tab its count', () => {
    expect(tabCounts(ORDERS)).toEqual({ all: 6, completed: 2, processing: 1, pending: 2 });
  });
});

describe('order search and filters', () => {
  it('finds orders by plan name, any case', () => {
    // Act
    const found = filterOrders(ORDERS, { tab: 'all', status: 'all', search: 'villa' });

    // Assess
    expect(found.map((order) => order.id)).toEqual(['ord-aaaa1111', 'ord-dddd4444']);
  });

  it('finds an order by its id', () => {
    expect(filterOrders(ORDERS, { tab: 'all', status: 'all', search: 'EEEE55' }).map((o) => o.id)).toEqual([
      'ord-eeee5555',
    ]);
  });

  it('combines the tab with the status filter', () => {
    expect(filterOrders(ORDERS, { tab: 'pending', status: 'all', search: '' })).toHaveLength(2);
    expect(filterOrders(ORDERS, { tab: 'all', status: 'cancelled', search: '' }).map((o) => o.id)).toEqual([
      'ord-eeee5555',
    ]);
    expect(filterOrders(ORDERS, { tab: 'completed', status: 'pending', search: '' })).toEqual([]);
  });
});

describe('the invoice', () => {
  it('bills the billing details and email, quotes the payment reference, and lists net, taxes and total', () => {
    const { meta, items, money } = invoiceRows(INVOICE);

    expect(meta).toContainEqual(['Invoice number', 'INV-2026-000123']);
    expect(meta).toContainEqual(['Billed to', 'Ama Mensah\nTema Builders Ltd\nama@example.com']);
    expect(meta).toContainEqual(['Payment reference', 'TEMA-8f3c2a1e']);
    expect(meta).toContainEqual(['Payment', 'Paystack (Mobile money)']);
    expect(items).toContainEqual(['Package', 'Premium Package']);
    expect(money).toEqual([
      ['Subtotal (net)', '₵4,500.00'],
      ['VAT (15%)', '₵675.00'],
    ]);
  });
});

const INVOICE: Invoice = {
  number: 'INV-2026-000123',
  date: '22 Nov 2026',
  billTo: ['Ama Mensah', 'Tema Builders Ltd'],
  customerEmail: 'ama@example.com',
  status: 'Completed',
  paymentReference: 'TEMA-8f3c2a1e',
  paymentMethod: 'Paystack (Mobile money)',
  planTitle: 'Modern Villa',
  packageName: 'Premium Package',
  bedrooms: 4,
  bathrooms: 3,
  area: '220 m²',
  net: '₵4,500.00',
  taxLines: [['VAT (15%)', '₵675.00']],
  amount: '₵5,175.00',
};
