import { AdClickRequest, AdEventReceipt, AdIdParams } from '../../storefront/ad-events.ts';
import { defineRoute } from '../route-definition.ts';

export const recordAdClickRoute = defineRoute({
  name: 'record-ad-click',
  method: 'POST',
  path: '/api/ads/{id}/click',
  auth: 'public',
  handler: 'ads/record-ad-click',
  access: { table: 'write' },
  request: { params: AdIdParams, body: AdClickRequest },
  response: AdEventReceipt,
});
