import type { Quote } from '@shop/shared/requests/quotes';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { QuoteCardView } from '../src/features/requests/quotes/components/quote-card.tsx';
import { activateLanguage } from '../src/i18n/i18n.ts';

const quote = (revision: number, status: Quote['status'], covers = 'A fifth bedroom'): Quote => ({
  revision,
  amount: 1000 + revision * 250,
  covers,
  valid_until: '2026-12-31',
  created_at: '2026-11-20T10:00:00.000Z',
  status,
});

const render = (props: Partial<Parameters<typeof QuoteCardView>[0]> = {}) =>
  renderToStaticMarkup(
    <QuoteCardView
      quotes={[quote(2, 'open'), quote(1, 'superseded')]}
      payable
      covered={false}
      paying={false}
      onPay={() => {}}
      {...props}
    />,
  );

afterEach(async () => {
  await activateLanguage('en');
});

describe('the requester’s quote card', () => {
  it('offers Accept and pay on the newest revision and shows the older one as replaced', () => {
    const html = render();

    expect(html.match(/Accept and pay/g)).toHaveLength(1);
    expect(html).toContain('Revision 2');
    expect(html).toMatch(/quote-revision quote-revision-old" data-status="superseded"/);
    expect(html).toContain('Replaced by a newer revision');
    expect(html).toContain('Valid until 31 December 2026');
  });

  it('offers no payment on an expired, accepted or covered quote', () => {
    expect(render({ quotes: [quote(1, 'expired')], payable: false })).not.toContain('Accept and pay');
    expect(render({ quotes: [quote(1, 'accepted')], payable: false })).toContain('Accepted and paid');
    const covered = render({ quotes: [], payable: false, covered: true });
    expect(covered).toContain('Covered by your Premium package');
    expect(covered).not.toContain('Accept and pay');
  });

  it('shows what staff wrote as text, never as markup', () => {
    const html = render({ quotes: [quote(1, 'open', '<img src=x onerror=alert(1)>')] });

    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('speaks French on a French page', async () => {
    await activateLanguage('fr');
    const html = render();

    expect(html).toContain('Accepter et payer');
    expect(html).toContain('Remplacé par une révision plus récente');
    expect(html).toContain('Valable jusqu’au 31 décembre 2026');
  });
});
