import { PRIVATE_NO_STORE, PUBLIC_READ_CACHE } from '@shop/shared/api/cache-control';
import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { verifyToken } from '../../auth/token-verifier.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { listPlans } from '../../domain/plans/list-plans.ts';
import { httpRoute } from '../../http/http-route.ts';
import { catalogueSnapshot } from '../../repositories/catalogue-snapshot.ts';
import { plansByIdReader } from '../../repositories/plans-by-id.ts';
import { readSiteSettings } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(
  listPlansRoute,
  async ({ query, caller }) => {
    const db = documentClient();
    const setbacks = async () => (await readSiteSettings(db, tableName())).plot_setbacks;
    const snapshot = catalogueSnapshot(db, tableName());
    const catalogue = { entries: () => snapshot.entries(), plansById: plansByIdReader(db, tableName()) };
    const body = await listPlans(catalogue, query, caller, setbacks);
    // Public catalogue pages may be reused briefly by the browser; staff views never.
    const cacheable = query.status === 'active' && !caller;
    return { body, headers: { 'cache-control': cacheable ? PUBLIC_READ_CACHE : PRIVATE_NO_STORE } };
  },
  { verifyToken },
);
