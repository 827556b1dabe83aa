import { getRequestAnalyticsRoute } from '@shop/shared/api/routes/get-request-analytics';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requestAnalytics } from '../../domain/requests/request-analytics.ts';
import { httpRoute } from '../../http/http-route.ts';
import { analyticsRepository } from '../../repositories/analytics-repository.ts';
import { requestsRepository } from '../../repositories/requests-repository.ts';
import { NO_STORE } from './request-deps.ts';

export const handler = httpRoute(getRequestAnalyticsRoute, async ({ query }) => ({
  body: await requestAnalytics(
    {
      requests: requestsRepository(documentClient(), tableName()),
      analytics: analyticsRepository(documentClient(), tableName()),
    },
    query,
  ),
  headers: NO_STORE,
}));
