import { PlanImportParams, PlanImportReport } from '../../admin/plan-import.ts';
import { defineRoute } from '../route-definition.ts';

/** Starts an import whose dry run is clean, or resumes one: every row not yet done is handed to the worker. */
export const startPlanImportRoute = defineRoute({
  name: 'start-plan-import',
  method: 'POST',
  path: '/api/admin/plan-imports/{id}/start',
  auth: 'admin',
  handler: 'admin/plan-import/start-plan-import',
  access: { table: 'write', planFiles: 'write' },
  request: { params: PlanImportParams },
  response: PlanImportReport,
});
