import { updateAdminRequestRoute } from '@shop/shared/api/routes/update-admin-request';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { updateRequestAsStaff } from '../../domain/requests/staff-request-actions.ts';
import { httpRoute } from '../../http/http-route.ts';
import { NO_STORE, requestDeps } from './request-deps.ts';

export const handler = httpRoute(updateAdminRequestRoute, async ({ params, body, caller }) => {
  const deps = { ...requestDeps(), identity: cognitoIdentity(cognitoClient(), userPoolId()) };
  return { body: await updateRequestAsStaff(deps, requireCaller(caller), params.id, body), headers: NO_STORE };
});
