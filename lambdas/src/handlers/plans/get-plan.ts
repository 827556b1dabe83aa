import { PRIVATE_NO_STORE, PUBLIC_READ_CACHE } from '@shop/shared/api/cache-control';
import { getPlanRoute } from '@shop/shared/api/routes/get-plan';
import { verifyToken } from '../../auth/token-verifier.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getPlan } from '../../domain/plans/get-plan.ts';
import { httpRoute } from '../../http/http-route.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';

export const handler = httpRoute(
  getPlanRoute,
  async ({ params, caller }) => {
    const body = await getPlan(plansRepository(documentClient(), tableName()), params.id, caller);
    const cacheable = body.status === 'active' && !caller;
    return { body, headers: { 'cache-control': cacheable ? PUBLIC_READ_CACHE : PRIVATE_NO_STORE } };
  },
  { verifyToken },
);
