import { PlanFilesUploadRequest, PlanFilesUploadResponse } from '../../admin/uploads.ts';
import { defineRoute } from '../route-definition.ts';

export const createPlanFilesUploadRoute = defineRoute({
  name: 'create-plan-files-upload',
  method: 'POST',
  path: '/api/upload/plan-files',
  auth: 'admin',
  handler: 'admin/uploads/create-plan-files-upload',
  access: { planFiles: 'write', table: 'read' },
  request: { body: PlanFilesUploadRequest },
  response: PlanFilesUploadResponse,
});
