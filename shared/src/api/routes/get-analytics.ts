import { AdminAnalytics, AnalyticsQuery } from '../../admin/analytics.ts';
import { defineRoute } from '../route-definition.ts';

export const getAnalyticsRoute = defineRoute({
  name: 'get-analytics',
  method: 'GET',
  path: '/api/analytics',
  auth: 'admin',
  handler: 'analytics/get-analytics',
  // Reads the maintained daily aggregates, orders and audit trail; counts accounts in the user pool.
  access: { table: 'read', identity: 'read' },
  request: { query: AnalyticsQuery },
  response: AdminAnalytics,
});
