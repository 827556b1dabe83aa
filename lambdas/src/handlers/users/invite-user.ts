import { inviteUserRoute } from '@shop/shared/api/routes/invite-user';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoIdentityAdmin } from '../../adapters/identity-admin.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { inviteUser } from '../../domain/users/manage-users.ts';
import { httpRoute } from '../../http/http-route.ts';
import { profileBatchRepository } from '../../repositories/profile-batch-repository.ts';

export const handler = httpRoute(inviteUserRoute, async ({ body, caller }) => {
  const deps = {
    identity: cognitoIdentityAdmin(cognitoClient(), userPoolId()),
    profiles: profileBatchRepository(documentClient(), tableName()),
    audit: defaultAuditLog(),
  };
  return {
    status: 201,
    body: await inviteUser(deps, requireCaller(caller), body),
    headers: { 'cache-control': 'no-store' },
  };
});
