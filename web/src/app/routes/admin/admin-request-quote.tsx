import { useParams } from 'react-router-dom';
import { StaffQuotePanel } from '../../../features/requests/quotes/components/staff-quote-panel.tsx';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';

/** /admin/requests/{id}/quote: staff quote, cover and deliver one desk request. */
export function AdminRequestQuoteRoute() {
  const requestId = useParams().requestId ?? '';
  useDocumentMeta(`Request ${requestId}: quote and delivery`);
  return (
    <div className="admin-page">
      <h1>Request {requestId}: quote and delivery</h1>
      <StaffQuotePanel requestId={requestId} />
    </div>
  );
}
