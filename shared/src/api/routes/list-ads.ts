import { AdListQuery, AdListResponse } from '../../storefront/ads.ts';
import { defineRoute } from '../route-definition.ts';

export const listAdsRoute = defineRoute({
  name: 'list-ads',
  method: 'GET',
  path: '/api/ads',
  auth: 'public',
  handler: 'ads/list-ads',
  access: { table: 'read' },
  request: { query: AdListQuery },
  response: AdListResponse,
});
