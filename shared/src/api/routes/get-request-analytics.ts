import { RequestAnalytics, RequestAnalyticsQuery } from '../../requests/request.ts';
import { defineRoute } from '../route-definition.ts';

// Requests by kind and the median time to staff's first reply, for a period (the analytics page).
export const getRequestAnalyticsRoute = defineRoute({
  name: 'get-request-analytics',
  method: 'GET',
  path: '/api/admin/requests/analytics',
  auth: 'admin',
  handler: 'requests/get-request-analytics',
  access: { table: 'read' },
  request: { query: RequestAnalyticsQuery },
  response: RequestAnalytics,
});
