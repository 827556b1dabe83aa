import { routeByName } from '@shop/shared/api/routes';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { updateProfile } from '../../domain/accounts/update-profile.ts';
import { httpRoute } from '../../http/http-route.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';

const route = routeByName('update-profile');

export const handler = httpRoute(route, async ({ params, body, caller }) => {
  const deps = {
    profiles: profilesRepository(documentClient(), tableName()),
    identity: cognitoIdentity(cognitoClient(), userPoolId()),
  };
  return {
    body: await updateProfile(deps, caller, params.userId, body, new Date()),
    headers: { 'cache-control': 'private, no-store' },
  };
});
