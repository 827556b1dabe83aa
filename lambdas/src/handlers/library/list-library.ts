import { listLibraryRoute } from '@shop/shared/api/routes/list-library';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { listLibrary } from '../../domain/library/list-library.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { planFileVersionsRepository } from '../../repositories/plan-file-versions-repository.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(listLibraryRoute, async ({ caller }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    orders: ordersRepository(db, table),
    plans: plansRepository(db, table),
    versions: planFileVersionsRepository(db, table),
    settings: siteSettingsRepository(db, table),
    now: () => new Date(),
  };
  return { body: await listLibrary(deps, requireCaller(caller)), headers: { 'cache-control': 'private, no-store' } };
});
