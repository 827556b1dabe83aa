import { AdminAdCreate } from '../../admin/ads.ts';
import { Ad } from '../../storefront/ads.ts';
import { defineRoute } from '../route-definition.ts';

export const createAdRoute = defineRoute({
  name: 'create-ad',
  method: 'POST',
  path: '/api/ads',
  auth: 'admin',
  handler: 'admin/ads/create-ad',
  edgeCache: ['/api/ads*'],
  access: { table: 'write' },
  request: { body: AdminAdCreate },
  response: Ad,
});
