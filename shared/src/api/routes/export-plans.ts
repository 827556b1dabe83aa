import * as z from 'zod/mini';
import { defineRoute } from '../route-definition.ts';

export const exportPlansRoute = defineRoute({
  name: 'export-plans',
  method: 'GET',
  path: '/api/admin/plan-export',
  auth: 'admin',
  handler: 'admin/plan-import/export-plans',
  access: { table: 'read' },
  request: {},
  response: z.string(),
});
