import { getAnalyticsRoute } from '@shop/shared/api/routes/get-analytics';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoUserCensus } from '../../adapters/user-census.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getAdminAnalytics } from '../../domain/analytics/admin-analytics.ts';
import { httpRoute } from '../../http/http-route.ts';
import { analyticsRepository } from '../../repositories/analytics-repository.ts';
import { auditRepository } from '../../repositories/audit-repository.ts';
import { planStatusCounts } from '../../repositories/plan-status-counts.ts';
import { recentOrdersReader } from '../../repositories/recent-orders-reader.ts';

export const handler = httpRoute(getAnalyticsRoute, async ({ query }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    analytics: analyticsRepository(db, table),
    orders: recentOrdersReader(db, table),
    audit: auditRepository(db, table),
    plans: planStatusCounts(db, table),
    users: cognitoUserCensus(cognitoClient(), userPoolId()),
    now: () => new Date(),
  };
  return { body: await getAdminAnalytics(deps, query), headers: { 'cache-control': 'private, no-store' } };
});
