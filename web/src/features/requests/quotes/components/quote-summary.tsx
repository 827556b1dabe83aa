import type { RequestQuotes } from '@shop/shared/requests/quotes';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths.ts';
import { useRequestQuote } from '../api/request-quote.ts';
import { useStaffQuotes } from '../api/staff-quotes.ts';
import { quoteMoney, quoteText } from '../utils/quote-texts.ts';

/** The current quote's state in a line, and the link to the page where it is read or worked on. */
export function QuoteSummaryView({
  data,
  href,
  linkLabel,
}: {
  data: RequestQuotes | undefined;
  href: string | null;
  linkLabel: string;
}) {
  const current = data?.quotes[0];
  return (
    <>
      {!data ? null : current ? (
        <p data-testid="current-quote" data-status={current.status}>
          {quoteText('currentQuote', {
            revision: current.revision,
            amount: quoteMoney(current.amount),
            status: quoteText(current.status),
          })}
        </p>
      ) : (
        <p data-testid="current-quote">{quoteText(data.covered ? 'covered' : 'noQuote')}</p>
      )}
      {href ? <Link to={href}>{linkLabel}</Link> : null}
    </>
  );
}

/** The thread's Quotes section for staff: always the quote and delivery page (quoting starts there). */
export function StaffQuoteSummary({ requestId }: { requestId: string }) {
  const quotes = useStaffQuotes(requestId);
  return (
    <QuoteSummaryView
      data={quotes.data}
      href={paths.adminRequestQuote.getHref(requestId)}
      linkLabel="Quote and delivery"
    />
  );
}

/** The thread's Quotes section for the signed-in requester: the quote page once there is something on it. */
export function RequesterQuoteSummary({ requestId }: { requestId: string }) {
  const quotes = useRequestQuote(requestId);
  const hasQuote = !!quotes.data && (quotes.data.quotes.length > 0 || quotes.data.covered);
  return (
    <QuoteSummaryView
      data={quotes.data}
      href={hasQuote ? paths.userRequestQuote.getHref(requestId) : null}
      linkLabel={quoteText('seeQuote')}
    />
  );
}

/**
 * The Quotes section of a visitor's thread (its private link): quotes are an account's, so it says how to reach them,
 * with the quote page's link (signing in first with the address the request came from).
 */
export function VisitorQuoteNote({ requestId }: { requestId: string }) {
  return (
    <>
      <p>{quoteText('visitorPay')}</p>
      <Link to={paths.userRequestQuote.getHref(requestId)}>{quoteText('seeQuote')}</Link>
    </>
  );
}
