import { REQUEST_KIND_LABELS } from '@shop/shared/requests/request-labels';
import { REQUEST_KINDS } from '@shop/shared/requests/request-states';
import { useRequestAnalytics } from '../api/desk.ts';
import { durationText } from './desk-page.tsx';

/** The analytics page's desk figures for the last 30 days: requests by kind, the median time to first reply, and the quotes paid with their value. */
export function RequestAnalyticsCard({ now = new Date() }: { now?: Date }) {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const figures = useRequestAnalytics(from, to);
  if (!figures.data) return null;
  const { by_kind, total, median_first_reply_seconds, quotes_accepted, quotes_accepted_cedis } = figures.data;
  return (
    <section className="card-section" aria-label="Requests">
      <h2>Requests (last 30 days)</h2>
      <ul>
        <li>Total: {total}</li>
        {REQUEST_KINDS.map((kind) => (
          <li key={kind}>
            {REQUEST_KIND_LABELS.en[kind]}: {by_kind[kind]}
          </li>
        ))}
        <li>Median time to first reply: {durationText(median_first_reply_seconds)}</li>
        <li>
          Quotes accepted: {quotes_accepted} (GH₵{' '}
          {quotes_accepted_cedis.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })})
        </li>
      </ul>
    </section>
  );
}
