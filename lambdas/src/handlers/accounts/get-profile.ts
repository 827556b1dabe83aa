import { getProfileRoute } from '@shop/shared/api/routes/get-profile';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getProfile } from '../../domain/accounts/get-profile.ts';
import { httpRoute } from '../../http/http-route.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';

export const handler = httpRoute(getProfileRoute, async ({ params, caller }) => {
  const deps = {
    profiles: profilesRepository(documentClient(), tableName()),
    identity: cognitoIdentity(cognitoClient(), userPoolId()),
  };
  return { body: await getProfile(deps, caller, params.userId), headers: { 'cache-control': 'private, no-store' } };
});
