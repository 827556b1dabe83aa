import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Invoice, invoiceDocument, invoiceNumber, printInvoice } from '../src/features/invoices/utils/invoice.ts';
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
  it('counts every order but sums Total Spent over completed orders only', () => {
    // Act
    const stats = orderStats(ORDERS);

    // Assess
    expect(stats).toEqual({ totalOrders: 6, completed: 2, processing: 1, totalSpent: 4500 });
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
  it('is numbered INV- and the last 8 characters of the order id in upper case', () => {
    expect(invoiceNumber('8f3c2a1e-77aa-4b1c-9d2e-0a1b2c3d4e5f')).toBe('INV-2C3D4E5F');
  });

  it('lists the order and escapes what came from the catalogue', () => {
    // Act
    const html = invoiceDocument({
      number: 'INV-2C3D4E5F',
      date: '22 November 2026',
      customer: 'ama@example.com',
      status: 'Completed',
      planTitle: 'Villa <script>alert(1)</script>',
      packageName: 'Premium Package',
      bedrooms: 4,
      bathrooms: 3,
      area: '220 m²',
      amount: '₵4,500',
    });

    // Assess
    expect(html).toContain('INV-2C3D4E5F');
    expect(html).toContain('ama@example.com');
    expect(html).toContain('Villa &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('@media print');
  });
});

const INVOICE: Invoice = {
  number: 'INV-2C3D4E5F',
  date: '22 November 2026',
  customer: 'ama@example.com',
  status: 'Completed',
  planTitle: 'Modern Villa',
  packageName: 'Premium Package',
  bedrooms: 4,
  bathrooms: 3,
  area: '220 m²',
  amount: '₵4,500',
};

/** A print window stand-in recording what the invoice code does with it. */
function fakePrintWindow() {
  const events: string[] = [];
  const listeners: Record<string, () => void> = {};
  let html = '';
  const win = {
    document: {
      open: () => undefined,
      write: (chunk: string) => {
        html += chunk;
      },
      close: () => undefined,
    },
    addEventListener: (name: string, listener: () => void) => {
      listeners[name] = listener;
    },
    focus: () => undefined,
    print: () => {
      events.push('print');
      listeners.afterprint?.();
    },
    close: () => {
      events.push('close');
    },
  };
  return { win, events, html: () => html };
}

describe('printing the invoice', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes the invoice into its own window, prints it and closes the window 1 s after printing', () => {
    // Prepare
    vi.useFakeTimers();
    const fake = fakePrintWindow();
    const opener = { open: () => fake.win as unknown as Window };

    // Act
    printInvoice(INVOICE, opener);
    vi.advanceTimersByTime(50);
    const afterPrint = [...fake.events];
    vi.advanceTimersByTime(999);
    const justBefore = [...fake.events];
    vi.advanceTimersByTime(1);

    // Assess
    expect(fake.html()).toContain('INV-2C3D4E5F');
    expect(afterPrint).toEqual(['print']);
    expect(justBefore).toEqual(['print']);
    expect(fake.events).toEqual(['print', 'close']);
  });

  it('reports a window the pop-up blocker refused', () => {
    expect(printInvoice(INVOICE, { open: () => null })).toBeNull();
  });
});
