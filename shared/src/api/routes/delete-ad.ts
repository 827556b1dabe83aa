import { AdDeleted } from '../../admin/ads.ts';
import { AdIdParams } from '../../storefront/ad-events.ts';
import { defineRoute } from '../route-definition.ts';

export const deleteAdRoute = defineRoute({
  name: 'delete-ad',
  method: 'DELETE',
  path: '/api/ads/{id}',
  auth: 'admin',
  handler: 'admin/ads/delete-ad',
  edgeCache: ['/api/ads*'],
  access: { table: 'write' },
  request: { params: AdIdParams },
  response: AdDeleted,
});
