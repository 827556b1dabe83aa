import { PlanImportParams, PlanImportReport } from '../../admin/plan-import.ts';
import { defineRoute } from '../route-definition.ts';

export const getPlanImportRoute = defineRoute({
  name: 'get-plan-import',
  method: 'GET',
  path: '/api/admin/plan-imports/{id}',
  auth: 'admin',
  handler: 'admin/plan-import/get-plan-import',
  access: { table: 'read', planFiles: 'read' },
  request: { params: PlanImportParams },
  response: PlanImportReport,
});
