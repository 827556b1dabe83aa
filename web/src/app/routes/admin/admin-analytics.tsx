import { AdminAnalyticsPage } from '../../../features/admin-analytics/components/admin-analytics-page.tsx';
import { RequestAnalyticsCard } from '../../../features/requests/components/request-analytics-card.tsx';

/** The analytics page, and the request desk's figures beneath it (decision 0061). */
export function AdminAnalyticsRoute() {
  return (
    <>
      <AdminAnalyticsPage />
      <RequestAnalyticsCard />
    </>
  );
}
