import { PlanImportParams, PlanImportReport } from '../../admin/plan-import.ts';
import { defineRoute } from '../route-definition.ts';

/** Checks the uploaded CSV and files; writes nothing. */
export const dryRunPlanImportRoute = defineRoute({
  name: 'dry-run-plan-import',
  method: 'POST',
  path: '/api/admin/plan-imports/{id}/dry-run',
  auth: 'admin',
  handler: 'admin/plan-import/dry-run-plan-import',
  access: { table: 'read', planFiles: 'read' },
  request: { params: PlanImportParams },
  response: PlanImportReport,
});
