import { claimGiftRoute } from '@shop/shared/api/routes/claim-gift';
import { cognitoClient, cognitoIdentity, userPoolId } from '../../adapters/identity.ts';
import { purchaseGrants } from '../../adapters/purchase-grants.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { claimGift } from '../../domain/gifts/claim-gift.ts';
import { httpRoute } from '../../http/http-route.ts';
import { giftsRepository } from '../../repositories/gifts-repository.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';

export const handler = httpRoute(claimGiftRoute, async ({ body, caller }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    orders: ordersRepository(db, table),
    gifts: giftsRepository(db, table),
    grants: purchaseGrants(db, table),
    accountEmail: async (sub: string) => (await cognitoIdentity(cognitoClient(), userPoolId()).getUser(sub))?.email,
    now: () => new Date(),
  };
  return { body: await claimGift(deps, requireCaller(caller), body), headers: { 'cache-control': 'no-store' } };
});
