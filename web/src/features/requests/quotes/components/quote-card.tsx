import type { Quote, QuoteStatus } from '@shop/shared/requests/quotes';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { usePayQuote, useRequestQuote } from '../api/request-quote.ts';
import { quoteDate, quoteMoney, quoteText } from '../utils/quote-texts.ts';
import '../quotes.css';

const STATUS_TEXT: Record<QuoteStatus, Parameters<typeof quoteText>[0]> = {
  open: 'open',
  superseded: 'superseded',
  expired: 'expired',
  accepted: 'accepted',
  covered: 'covered',
};

function QuoteRevision({ quote, current }: { quote: Quote; current: boolean }) {
  return (
    <article className={`quote-revision${current ? '' : ' quote-revision-old'}`} data-status={quote.status}>
      <header className="quote-revision-head">
        <span>{quoteText('revision', { revision: quote.revision })}</span>
        <span className="quote-status">{quoteText(STATUS_TEXT[quote.status])}</span>
      </header>
      <dl className="quote-facts">
        <dt>{quoteText('amount')}</dt>
        <dd className="quote-amount">{quoteMoney(quote.amount)}</dd>
        <dt>{quoteText('covers')}</dt>
        {/* React escapes the text: staff's words are shown, never run. */}
        <dd className="quote-covers">{quote.covers}</dd>
      </dl>
      <p className="quote-valid">{quoteText('validUntil', { date: quoteDate(quote.valid_until) })}</p>
    </article>
  );
}

export interface QuoteCardViewProps {
  quotes: readonly Quote[];
  payable: boolean;
  covered: boolean;
  paying: boolean;
  /** Why the payment could not start, as the page shows it. */
  failure?: string;
  onPay: (revision: number) => void;
}

/** The quote as shown: the newest revision (with Accept and pay while payable), then the older ones, replaced. */
export function QuoteCardView({ quotes, payable, covered, paying, failure, onPay }: QuoteCardViewProps) {
  const [newest, ...older] = quotes;
  return (
    <section className="quote-card" aria-label={quoteText('quoteTitle')}>
      <h2 className="quote-card-title">{quoteText('quoteTitle')}</h2>
      {covered ? <p role="status">{quoteText('covered')}</p> : null}
      {newest ? <QuoteRevision quote={newest} current /> : covered ? null : <p>{quoteText('noQuote')}</p>}
      {failure ? (
        <FormAlert tone="error" title={quoteText('payFailed')}>
          {failure}
        </FormAlert>
      ) : null}
      {newest && payable ? (
        <div className="quote-actions">
          <p className="field-hint">{quoteText('taxesNote')}</p>
          <button
            type="button"
            className="button button-primary"
            disabled={paying}
            onClick={() => onPay(newest.revision)}
          >
            {paying ? quoteText('starting') : quoteText('acceptAndPay')}
          </button>
        </div>
      ) : null}
      {older.map((revision) => (
        <QuoteRevision key={revision.revision} quote={revision} current={false} />
      ))}
    </section>
  );
}

/**
 * The quote on the requester's own request. Paying sends the revision shown, so a quote revised meanwhile is refused
 * by the server instead of being paid unseen; the amount comes from the server.
 */
export function QuoteCard({ requestId }: { requestId: string }) {
  const quote = useRequestQuote(requestId);
  const pay = usePayQuote(requestId);
  if (quote.isPending) return <Spinner label="..." />;
  if (quote.isError) return <FormAlert tone="error">{quoteText('loadFailed')}</FormAlert>;
  const failure = pay.error
    ? pay.error instanceof ApiError && pay.error.status < 500
      ? pay.error.message
      : quoteText('serverError')
    : undefined;
  return (
    <QuoteCardView
      quotes={quote.data.quotes}
      payable={quote.data.payable}
      covered={quote.data.covered}
      paying={pay.isPending || pay.isSuccess}
      failure={failure}
      onPay={(revision) => pay.mutate(revision)}
    />
  );
}
