export { AdminAnalyticsPage as AdminAnalyticsRoute } from '../../../features/admin-analytics/components/admin-analytics-page.tsx';
