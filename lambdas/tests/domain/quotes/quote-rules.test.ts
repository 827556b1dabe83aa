import { isQuoteExpired } from '@shop/shared/requests/quotes';
import { describe, expect, it } from 'vitest';
import { orderDeliveryFiles } from '../../../src/domain/deliveries/order-delivery-files.ts';
import { planHolding } from '../../../src/domain/plan-extras/plan-holding.ts';
import { quoteInvoiceItem } from '../../../src/domain/quotes/quote-invoice-line.ts';
import { requestQuotesView } from '../../../src/domain/quotes/quote-view.ts';
import type { RequestView, StoredQuote } from '../../../src/repositories/request-quotes-repository.ts';
import { sampleOrder } from '../../handlers/payments/payment-fixtures.ts';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const request = (overrides: Partial<RequestView> = {}): RequestView => ({
  id: 'req-1',
  kind: 'modification_quote',
  state: 'quoted',
  requester_sub: 'buyer-1',
  requester_email: 'ama@example.com',
  created_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const quote = (revision: number, validUntil = '2026-12-31'): StoredQuote => ({
  request_id: 'req-1',
  revision,
  amount: 1000 + revision,
  amount_pesewas: (1000 + revision) * 100,
  covers: 'A porch',
  valid_until: validUntil,
  created_at: '2026-11-21T10:00:00.000Z',
  created_by: 'staff-1',
});

describe('where a quote stands', () => {
  it('holds through its last day and expires the day after', () => {
    expect(isQuoteExpired('2026-11-28', new Date('2026-11-28T23:59:59.000Z'))).toBe(false);
    expect(isQuoteExpired('2026-11-28', new Date('2026-11-29T00:00:00.000Z'))).toBe(true);
  });

  it('shows the newest revision open and payable, the older ones superseded', () => {
    const view = requestQuotesView(request(), [quote(1), quote(2)], NOW);
    expect(view.quotes.map((q) => [q.revision, q.status])).toEqual([
      [2, 'open'],
      [1, 'superseded'],
    ]);
    expect(view.payable).toBe(true);
  });

  it('is not payable once expired, for a visitor, or after acceptance (the paid revision reads accepted)', () => {
    expect(requestQuotesView(request(), [quote(1, '2026-11-27')], NOW)).toMatchObject({
      payable: false,
      quotes: [{ status: 'expired' }],
    });
    expect(requestQuotesView(request({ requester_sub: null }), [quote(1)], NOW).payable).toBe(false);
    const accepted = requestQuotesView(
      request({ state: 'accepted', quote_accepted_revision: 1, quote_order_id: 'o-1' }),
      [quote(1)],
      NOW,
    );
    expect(accepted).toMatchObject({ payable: false, order_id: 'o-1', quotes: [{ status: 'accepted' }] });
  });
});

describe('a paid quote beside the plan’s own orders', () => {
  const paidQuote = sampleOrder({
    id: 'quote-order',
    kind: 'quote',
    request_id: 'req-1',
    package_type: 'premium',
    tier: 'premium',
    status: 'completed',
    created_at: '2026-11-25T10:00:00.000Z',
  });

  it('holds no package and licenses no build', () => {
    const purchase = sampleOrder({ id: 'purchase', package_type: 'basic', tier: 'basic', status: 'completed' });
    const holding = planHolding([purchase, paidQuote], 'villa-01');
    expect(holding.held?.packageType).toBe('basic');
    expect(holding.builds.map((build) => build.orderId)).toEqual(['purchase']);
  });

  it('delivers only the files staff added to it, never the plan’s files for its package', async () => {
    const deps = {
      plans: {
        get: async () => ({ plan_files: { basic: ['plans/villa-01/basic/plan.pdf'], standard: [], premium: [] } }),
      },
      versions: { list: async () => [] },
    } as unknown as Parameters<typeof orderDeliveryFiles>[0];
    expect(await orderDeliveryFiles(deps, paidQuote)).toEqual([]);
    const purchase = sampleOrder({ status: 'completed', files: [] });
    expect((await orderDeliveryFiles(deps, purchase)).map((file) => file.key)).toEqual([
      'plans/villa-01/basic/plan.pdf',
    ]);
  });

  it('is invoiced as the request’s customization quote, in the buyer’s language', () => {
    expect(quoteInvoiceItem(paidQuote)).toBe('Customization quote for request req-1');
    expect(quoteInvoiceItem({ ...paidQuote, language: 'fr' })).toBe('Devis de personnalisation pour la demande req-1');
    expect(quoteInvoiceItem(sampleOrder())).toBeUndefined();
  });
});
