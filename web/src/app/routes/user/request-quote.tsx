import { useParams } from 'react-router-dom';
import { QuoteCard } from '../../../features/requests/quotes/components/quote-card.tsx';
import { quoteText } from '../../../features/requests/quotes/utils/quote-texts.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

/** /user/requests/{id}/quote: the requester's quote, to accept and pay. */
export function RequestQuoteRoute() {
  useDocumentMeta(quoteText('quoteTitle'));
  return <QuoteCard requestId={useParams().requestId ?? ''} />;
}
