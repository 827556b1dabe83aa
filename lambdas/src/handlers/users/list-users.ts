import { listUsersRoute } from '@shop/shared/api/routes/list-users';
import { cognitoClient, userPoolId } from '../../adapters/identity.ts';
import { cognitoIdentityAdmin } from '../../adapters/identity-admin.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listUsers } from '../../domain/users/list-users.ts';
import { httpRoute } from '../../http/http-route.ts';
import { profileBatchRepository } from '../../repositories/profile-batch-repository.ts';

export const handler = httpRoute(listUsersRoute, async ({ query }) => {
  const deps = {
    identity: cognitoIdentityAdmin(cognitoClient(), userPoolId()),
    profiles: profileBatchRepository(documentClient(), tableName()),
  };
  return { body: await listUsers(deps, query), headers: { 'cache-control': 'private, no-store' } };
});
