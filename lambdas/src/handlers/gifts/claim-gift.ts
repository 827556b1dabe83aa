import { claimGiftRoute } from '@shop/shared/api/routes/claim-gift';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { purchaseGrants } from '../../adapters/purchase-grants.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { claimGift } from '../../domain/gifts/claim-gift.ts';
import { httpRoute } from '../../http/http-route.ts';
import { giftDeps } from './gift-deps.ts';

export const handler = httpRoute(claimGiftRoute, async ({ body, caller }) => {
  const deps = {
    ...giftDeps(),
    grants: purchaseGrants(documentClient(), tableName()),
    accountEmail: async (sub: string) => (await cognitoIdentity(cognitoClient(), userPoolId()).getUser(sub))?.email,
  };
  return { body: await claimGift(deps, requireCaller(caller), body), headers: { 'cache-control': 'no-store' } };
});
