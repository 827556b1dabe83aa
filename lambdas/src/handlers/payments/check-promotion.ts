import { checkPromotionRoute } from '@shop/shared/api/routes/check-promotion';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { checkPromotion } from '../../domain/promotions/check-promotion.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { promotionsRepository } from '../../repositories/promotions-repository.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';
import { readSiteSettings } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(checkPromotionRoute, async ({ body, caller, event }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    promotions: promotionsRepository(db, table),
    plans: plansRepository(db, table),
    orders: ordersRepository(db, table),
    rateLimits: rateLimitRepository(db, table),
    checkoutSettings: () => readSiteSettings(db, table),
    address: clientAddress(event),
    now: () => new Date(),
  };
  return { body: await checkPromotion(deps, requireCaller(caller), body), headers: { 'cache-control': 'no-store' } };
});
