import { AdminAdListResponse } from '../../admin/ads.ts';
import { defineRoute } from '../route-definition.ts';

export const listAdminAdsRoute = defineRoute({
  name: 'list-admin-ads',
  method: 'GET',
  path: '/api/admin/ads',
  auth: 'admin',
  handler: 'admin/ads/list-admin-ads',
  access: { table: 'read' },
  request: {},
  response: AdminAdListResponse,
});
