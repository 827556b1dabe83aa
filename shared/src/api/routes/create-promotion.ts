import { PromotionCode, PromotionCreate } from '../../promotions/promotion.ts';
import { defineRoute } from '../route-definition.ts';

export const createPromotionRoute = defineRoute({
  name: 'create-promotion',
  method: 'POST',
  path: '/api/admin/promotions',
  auth: 'admin',
  handler: 'admin/promotions/create-promotion',
  access: { table: 'write' },
  request: { body: PromotionCreate },
  response: PromotionCode,
});
