import { randomUUID } from 'node:crypto';
import { createPlanImportRoute } from '@shop/shared/api/routes/create-plan-import';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { createPlanImport } from '../../../domain/admin/plan-import/create-plan-import.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { importReadDeps } from './import-deps.ts';

export const handler = httpRoute(createPlanImportRoute, async ({ body, caller }) => {
  const deps = { ...importReadDeps(), now: () => new Date(), newId: randomUUID };
  return {
    status: 201,
    body: await createPlanImport(deps, requireCaller(caller), body),
    headers: { 'cache-control': 'private, no-store' },
  };
});
