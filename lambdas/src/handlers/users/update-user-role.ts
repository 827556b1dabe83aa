import { routeByName } from '@shop/shared/api/routes';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoIdentityAdmin } from '../../adapters/identity-admin.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { defaultAuditLog } from '../../domain/audit/default-audit-log.ts';
import { changeUserRole } from '../../domain/users/manage-users.ts';
import { httpRoute } from '../../http/http-route.ts';
import { profileBatchRepository } from '../../repositories/profile-batch-repository.ts';

const route = routeByName('update-user-role');

export const handler = httpRoute(route, async ({ params, body, caller }) => {
  const deps = {
    identity: cognitoIdentityAdmin(cognitoClient(), userPoolId()),
    profiles: profileBatchRepository(documentClient(), tableName()),
    audit: defaultAuditLog(),
  };
  return {
    body: await changeUserRole(deps, requireCaller(caller), params.id, body.role),
    headers: { 'cache-control': 'no-store' },
  };
});
