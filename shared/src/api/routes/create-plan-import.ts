import { PlanImportRequest, PlanImportUploads } from '../../admin/plan-import.ts';
import { defineRoute } from '../route-definition.ts';

export const createPlanImportRoute = defineRoute({
  name: 'create-plan-import',
  method: 'POST',
  path: '/api/admin/plan-imports',
  auth: 'admin',
  handler: 'admin/plan-import/create-plan-import',
  access: { table: 'write', planFiles: 'write' },
  request: { body: PlanImportRequest },
  response: PlanImportUploads,
});
