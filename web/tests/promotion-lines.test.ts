import { computeTax } from '@shop/shared/invoices/tax';
import { describe, expect, it } from 'vitest';
import { type Invoice, invoiceRows } from '../src/features/invoices/utils/invoice.ts';
import { toOrderView } from '../src/features/orders/api/get-orders.ts';
import { paidOrder } from './support/paid-order.ts';

const VAT = { tax_rates: [{ id: 'vat', name: 'VAT', rate_percent: 15, enabled: true }], prices_include_tax: false };

/** A Standard package at ₵4,000 paid with TEMA10 (10% off before tax): ₵3,600 net, ₵540 VAT, ₵4,140 paid. */
const ORDER = paidOrder({
  id: 'ord-1234abcd',
  user_id: 'buyer-1',
  plan_id: 'villa-01',
  package_type: 'standard',
  tier: 'standard',
  amount: 4140,
  amount_pesewas: 414_000,
  reference: 'TEMA-1234abcd',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:03:00.000Z',
  expires_at: null,
  invoice_number: 'INV-2026-000124',
  tax: computeTax(360_000, VAT),
  promotion: { code: 'TEMA10', kind: 'percent', value: 10, list_price_pesewas: 400_000, discount_pesewas: 40_000 },
});

describe('a promotion code on the order page and the invoice', () => {
  it('tells the buyer on their order which code they used and what it saved on what they paid', () => {
    expect(toOrderView(ORDER).promotion).toEqual({ code: 'TEMA10', saved: 460 });
    expect(toOrderView({ ...ORDER, promotion: undefined }).promotion).toBeUndefined();
  });

  it("lists the list price and the discount before the invoice's net, so the money rows add up", () => {
    const invoice: Invoice = {
      number: 'INV-2026-000124',
      date: '20 Nov 2026',
      billTo: ['Ama Mensah'],
      customerEmail: 'ama@example.com',
      status: 'Completed',
      paymentReference: 'TEMA-1234abcd',
      paymentMethod: 'Paystack',
      planTitle: 'Modern Villa',
      packageName: 'Standard Package',
      bedrooms: 4,
      bathrooms: 3,
      area: '220 m²',
      net: '₵3,600.00',
      discount: { code: 'TEMA10', listNet: '₵4,000.00', amount: '₵400.00' },
      taxLines: [['VAT (15%)', '₵540.00']],
      amount: '₵4,140.00',
    };

    expect(invoiceRows(invoice).money).toEqual([
      ['List price (net)', '₵4,000.00'],
      ['Discount (promotion code TEMA10)', '-₵400.00'],
      ['Subtotal (net)', '₵3,600.00'],
      ['VAT (15%)', '₵540.00'],
    ]);
  });
});
