import { reopenLibraryWindowRoute } from '@shop/shared/api/routes/reopen-library-window';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { reopenWindow } from '../../domain/library/reopen-window.ts';
import { httpRoute } from '../../http/http-route.ts';
import { orderSelfService } from '../../repositories/order-self-service.ts';
import { orderActionDeps } from '../orders/order-action-deps.ts';

export const handler = httpRoute(reopenLibraryWindowRoute, async ({ params, caller }) => {
  const base = orderActionDeps();
  const deps = { ...base, selfService: orderSelfService(base.db, base.table) };
  return {
    body: await reopenWindow(deps, requireCaller(caller), params.orderId),
    headers: { 'cache-control': 'no-store' },
  };
});
