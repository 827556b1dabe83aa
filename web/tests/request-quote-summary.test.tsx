import type { RequestQuotes } from '@shop/shared/requests/quotes';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteSummaryView } from '../src/features/requests/quotes/components/quote-summary.tsx';
import { activateLanguage } from '../src/i18n/i18n.ts';

const quotes = (over: Partial<RequestQuotes> = {}): RequestQuotes => ({
  request_id: 'r-1',
  state: 'quoted',
  payable: true,
  covered: false,
  order_id: null,
  quotes: [
    {
      revision: 2,
      amount: 1500,
      covers: 'A fifth bedroom',
      valid_until: '2026-12-31',
      created_at: '2026-11-20T10:00:00.000Z',
      status: 'open',
    },
    {
      revision: 1,
      amount: 1250,
      covers: 'A fifth bedroom',
      valid_until: '2026-12-31',
      created_at: '2026-11-19T10:00:00.000Z',
      status: 'superseded',
    },
  ],
  ...over,
});

const render = (props: Parameters<typeof QuoteSummaryView>[0]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <QuoteSummaryView {...props} />
    </MemoryRouter>,
  );

afterEach(async () => {
  await activateLanguage('en');
});

describe('the thread’s Quotes section', () => {
  it('shows the current revision’s amount and state and links to the quote and delivery page', () => {
    const html = render({ data: quotes(), href: '/admin/requests/r-1/quote', linkLabel: 'Quote and delivery' });

    expect(html).toContain('Revision 2: GH₵ 1,500.00 · Waiting for your answer');
    expect(html).toContain('href="/admin/requests/r-1/quote"');
    expect(html).not.toContain('No quote yet');
  });

  it('says when no quote was sent, and when Premium covers the change', () => {
    expect(render({ data: quotes({ quotes: [] }), href: null, linkLabel: '' })).toContain(
      'No quote has been sent on this request yet.',
    );
    expect(render({ data: quotes({ quotes: [], covered: true }), href: null, linkLabel: '' })).toContain(
      'Covered by your Premium package',
    );
  });

  it('reads in French on a French page', async () => {
    await activateLanguage('fr');
    const html = render({ data: quotes(), href: '/user/requests/r-1/quote', linkLabel: 'Voir le devis' });

    expect(html).toContain('Révision 2 : GH₵');
    expect(html).toContain('En attente de votre réponse');
  });
});
