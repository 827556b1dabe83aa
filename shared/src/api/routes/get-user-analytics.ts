import { UserAnalytics, UserAnalyticsParams } from '../../orders/user-analytics.ts';
import { defineRoute } from '../route-definition.ts';

export const getUserAnalyticsRoute = defineRoute({
  name: 'get-user-analytics',
  method: 'GET',
  path: '/api/analytics/user/{userId}',
  auth: 'user',
  handler: 'analytics/get-user-analytics',
  access: { table: 'read' },
  request: { params: UserAnalyticsParams },
  response: UserAnalytics,
});
