import { requestRefundRoute } from '@shop/shared/api/routes/request-refund';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { requestRefund } from '../../domain/refunds/request-refund.ts';
import { httpRoute } from '../../http/http-route.ts';
import { refundRequestDeps } from './refund-deps.ts';

export const handler = httpRoute(requestRefundRoute, async ({ params, body, caller }) => ({
  body: await requestRefund(refundRequestDeps(), requireCaller(caller), params.id, body),
  headers: { 'cache-control': 'no-store' },
}));
