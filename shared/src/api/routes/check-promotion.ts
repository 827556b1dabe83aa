import { PromotionCheckRequest, PromotionCheckResponse } from '../../promotions/promotion.ts';
import { defineRoute } from '../route-definition.ts';

// Checkout's Apply: what a code does to this plan and package's price. Nothing is taken here; payment start
// checks the code again and takes its use (initialize-payment).
export const checkPromotionRoute = defineRoute({
  name: 'check-promotion',
  method: 'POST',
  path: '/api/payments/promotion',
  auth: 'user',
  handler: 'payments/check-promotion',
  access: { table: 'write' },
  request: { body: PromotionCheckRequest },
  response: PromotionCheckResponse,
});
