import { dryRunPlanImportRoute } from '@shop/shared/api/routes/dry-run-plan-import';
import { dryRunReport } from '../../../domain/admin/plan-import/plan-import-report.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { importReadDeps } from './import-deps.ts';

export const handler = httpRoute(dryRunPlanImportRoute, async ({ params }) => ({
  body: await dryRunReport(importReadDeps(), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
