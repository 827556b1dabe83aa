import { AdminAdUpdate } from '../../admin/ads.ts';
import { AdIdParams } from '../../storefront/ad-events.ts';
import { Ad } from '../../storefront/ads.ts';
import { defineRoute } from '../route-definition.ts';

export const updateAdRoute = defineRoute({
  name: 'update-ad',
  method: 'PUT',
  path: '/api/ads/{id}',
  auth: 'admin',
  handler: 'admin/ads/update-ad',
  edgeCache: ['/api/ads*'],
  access: { table: 'write' },
  request: { params: AdIdParams, body: AdminAdUpdate },
  response: Ad,
});
