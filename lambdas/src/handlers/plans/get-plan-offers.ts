import { getPlanOffersRoute } from '@shop/shared/api/routes/get-plan-offers';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { planOffers } from '../../domain/plan-extras/plan-offers.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { readSiteSettings } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(getPlanOffersRoute, async ({ params, caller }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    plans: plansRepository(db, table),
    orders: ordersRepository(db, table),
    settings: () => readSiteSettings(db, table),
  };
  return {
    body: await planOffers(deps, requireCaller(caller), params.id),
    headers: { 'cache-control': 'private, no-store' },
  };
});
