import { updateProfileRoute } from '@shop/shared/api/routes/update-profile';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { updateProfile } from '../../domain/accounts/update-profile.ts';
import { httpRoute } from '../../http/http-route.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';

export const handler = httpRoute(updateProfileRoute, async ({ params, body, caller }) => {
  const deps = {
    profiles: profilesRepository(documentClient(), tableName()),
    identity: cognitoIdentity(cognitoClient(), userPoolId()),
  };
  return {
    body: await updateProfile(deps, caller, params.userId, body, new Date()),
    headers: { 'cache-control': 'private, no-store' },
  };
});
