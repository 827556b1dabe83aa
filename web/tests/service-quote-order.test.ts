import { computeTax } from '@shop/shared/invoices/tax';
import { describe, expect, it } from 'vitest';
import { toInvoice } from '../src/app/routes/user/order-invoice.ts';
import { invoiceRows } from '../src/features/invoices/utils/invoice.ts';
import { toOrderView } from '../src/features/orders/api/get-orders.ts';
import { paidOrder } from './support/paid-order.ts';

/** A paid quote for one of the firm's services, as the server writes it: no plan, the service's name as its title. */
const SERVICE_QUOTE = paidOrder({
  id: 'ord-svc-0001',
  user_id: 'buyer-1',
  plan_id: '',
  plan_title: 'Construction Supervision',
  plan_type: null,
  bedrooms: 0,
  bathrooms: 0,
  area_sqm: 0,
  package_type: 'basic',
  tier: 'basic',
  amount: 2000,
  channel: 'mobile_money',
  reference: 'thp_ord-svc-0001',
  created_at: '2026-11-20T10:00:00.000Z',
  paid_at: '2026-11-20T10:03:00.000Z',
  expires_at: null,
  invoice_number: 'INV-2026-000200',
  tax: computeTax(200_000, { tax_rates: [], prices_include_tax: false }),
  kind: 'quote',
  request_id: 'req-0007',
  quote_revision: 1,
  service: 'construction_supervision',
});

describe('a paid quote for one of the firm’s services in the buyer’s area', () => {
  it('shows no plan facts on its order card and leads to its request, not to a plan page', () => {
    const view = toOrderView(SERVICE_QUOTE);

    expect(view).toMatchObject({
      planTitle: 'Construction Supervision',
      planType: null,
      bedrooms: null,
      bathrooms: null,
      areaSqm: null,
      requestId: 'req-0007',
      isService: true,
    });
  });

  it('invoices the service quote itself, not a plan, a package or its rooms', () => {
    const invoice = toInvoice(SERVICE_QUOTE, { name: 'Ama Mensah', email: 'ama@example.com' }, 'Africa/Accra');

    expect(invoiceRows(invoice).items).toEqual([
      ['Item', 'Service quote: Construction Supervision (request req-0007)'],
    ]);
  });

  it('keeps a plan order’s invoice rows: plan, package and facts', () => {
    const planOrder = paidOrder({
      ...SERVICE_QUOTE,
      plan_id: 'villa-01',
      plan_title: 'Modern Villa',
      plan_type: 'villa',
      bedrooms: 4,
      kind: undefined,
      request_id: undefined,
      service: undefined,
    });

    expect(
      invoiceRows(toInvoice(planOrder, { name: 'Ama', email: 'ama@example.com' }, 'Africa/Accra')).items[0],
    ).toEqual(['Plan', 'Modern Villa']);
    const view = toOrderView(planOrder);
    expect(view.bedrooms).toBe(4);
    expect(view.isService).toBeUndefined();
    expect(view.requestId).toBeUndefined();
  });
});
