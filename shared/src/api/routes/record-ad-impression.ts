import { AdEventReceipt, AdIdParams, AdImpressionRequest } from '../../storefront/ad-events.ts';
import { defineRoute } from '../route-definition.ts';

export const recordAdImpressionRoute = defineRoute({
  name: 'record-ad-impression',
  method: 'POST',
  path: '/api/ads/{id}/impression',
  auth: 'public',
  handler: 'ads/record-ad-impression',
  access: { table: 'write' },
  request: { params: AdIdParams, body: AdImpressionRequest },
  response: AdEventReceipt,
});
