import { startPlanImportRoute } from '@shop/shared/api/routes/start-plan-import';
import { startPlanImport } from '../../../domain/admin/plan-import/start-plan-import.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { importReadDeps } from './import-deps.ts';

export const handler = httpRoute(startPlanImportRoute, async ({ params }) => ({
  body: await startPlanImport(importReadDeps(), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
