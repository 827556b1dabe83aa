import { closeUserAccountRoute } from '@shop/shared/api/routes/close-user-account';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { invalidateEdge } from '../../adapters/edge-invalidation.ts';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { closeUserAccount } from '../../domain/accounts/closure/close-user-account.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { httpRoute } from '../../http/http-route.ts';
import { accountClosureDeps } from '../accounts/account-data-deps.ts';

export const handler = httpRoute(
  closeUserAccountRoute,
  async ({ params, body, caller }) => {
    const deps = {
      ...accountClosureDeps(),
      directory: cognitoIdentity(cognitoClient(), userPoolId()),
      audit: defaultAuditLog(),
    };
    return {
      body: await closeUserAccount(deps, requireCaller(caller), params.id, body),
      headers: { 'cache-control': 'no-store' },
    };
  },
  { invalidateEdge },
);
