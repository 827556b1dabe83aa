import { decideRefundRequestRoute } from '@shop/shared/api/routes/decide-refund-request';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { decideRefundRequest } from '../../domain/refunds/decide-refund-request.ts';
import { httpRoute } from '../../http/http-route.ts';
import { refundRequestDeps } from './refund-deps.ts';

export const handler = httpRoute(decideRefundRequestRoute, async ({ params, body, caller }) => ({
  body: await decideRefundRequest(refundRequestDeps(), requireCaller(caller), params.id, body),
  headers: { 'cache-control': 'no-store' },
}));
