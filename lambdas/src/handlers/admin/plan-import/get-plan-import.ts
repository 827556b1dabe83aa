import { getPlanImportRoute } from '@shop/shared/api/routes/get-plan-import';
import { planImportProgress } from '../../../domain/admin/plan-import/plan-import-report.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { importReadDeps } from './import-deps.ts';

export const handler = httpRoute(getPlanImportRoute, async ({ params }) => ({
  body: await planImportProgress(importReadDeps(), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
