import { updateUserRoleRoute } from '@shop/shared/api/routes/update-user-role';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoIdentityAdmin } from '../../adapters/identity-admin.ts';
import { sessionEnder } from '../../adapters/session-ender.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { changeUserRole } from '../../domain/users/manage-users.ts';
import { httpRoute } from '../../http/http-route.ts';
import { accessRepository } from '../../repositories/access-repository.ts';
import { profileBatchRepository } from '../../repositories/profile-batch-repository.ts';

export const handler = httpRoute(updateUserRoleRoute, async ({ params, body, caller }) => {
  const cognito = cognitoClient();
  const deps = {
    identity: cognitoIdentityAdmin(cognito, userPoolId()),
    profiles: profileBatchRepository(documentClient(), tableName()),
    audit: defaultAuditLog(),
    sessions: sessionEnder(accessRepository(documentClient(), tableName()), cognito, userPoolId()),
  };
  return {
    body: await changeUserRole(deps, requireCaller(caller), params.id, body.role),
    headers: { 'cache-control': 'no-store' },
  };
});
