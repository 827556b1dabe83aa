import { createPlanFilesUploadRoute } from '@shop/shared/api/routes/create-plan-files-upload';
import { createPlanFilesUpload } from '../../../domain/admin/uploads/create-staff-uploads.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { planFileUploadDeps } from './staff-upload-deps.ts';

export const handler = httpRoute(createPlanFilesUploadRoute, async ({ body }) => ({
  body: await createPlanFilesUpload(planFileUploadDeps(), body),
  headers: { 'cache-control': 'private, no-store' },
}));
