import { PromotionListResponse } from '../../promotions/promotion.ts';
import { defineRoute } from '../route-definition.ts';

export const listPromotionsRoute = defineRoute({
  name: 'list-promotions',
  method: 'GET',
  path: '/api/admin/promotions',
  auth: 'admin',
  handler: 'admin/promotions/list-promotions',
  access: { table: 'read' },
  request: {},
  response: PromotionListResponse,
});
