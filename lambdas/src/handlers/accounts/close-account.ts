import { closeAccountRoute } from '@shop/shared/api/routes/close-account';
import { invalidateEdge } from '../../adapters/edge-invalidation.ts';
import { closeOwnAccount } from '../../domain/accounts/closure/close-own-account.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { httpRoute } from '../../http/http-route.ts';
import { accountClosureDeps, closureCodeDeps } from './account-data-deps.ts';

export const handler = httpRoute(
  closeAccountRoute,
  async ({ body, caller }) => ({
    body: await closeOwnAccount(
      { ...accountClosureDeps(), codes: closureCodeDeps().codes },
      requireCaller(caller),
      body,
    ),
    headers: { 'cache-control': 'no-store' },
  }),
  { invalidateEdge },
);
