import { PromotionCode, PromotionCodeParams, PromotionUpdate } from '../../promotions/promotion.ts';
import { defineRoute } from '../route-definition.ts';

export const updatePromotionRoute = defineRoute({
  name: 'update-promotion',
  method: 'PUT',
  path: '/api/admin/promotions/{code}',
  auth: 'admin',
  handler: 'admin/promotions/update-promotion',
  access: { table: 'write' },
  request: { params: PromotionCodeParams, body: PromotionUpdate },
  response: PromotionCode,
});
