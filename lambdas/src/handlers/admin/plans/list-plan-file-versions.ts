import { listPlanFileVersionsRoute } from '@shop/shared/api/routes/list-plan-file-versions';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { fileVersionsView } from '../../../domain/admin/plans/plan-file-versions.ts';
import { NotFoundError } from '../../../errors/domain-errors.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { planFileVersionsRepository } from '../../../repositories/plan-file-versions-repository.ts';

/** The admin plan view's file versions, each with how many orders received it (decision 0024). */
export const handler = httpRoute(listPlanFileVersionsRoute, async ({ params }) => {
  const versions = planFileVersionsRepository(documentClient(), tableName());
  const [planFiles, stored] = await Promise.all([versions.planFiles(params.id), versions.list(params.id)]);
  if (!planFiles) throw new NotFoundError('Plan not found');
  return { body: fileVersionsView(planFiles, stored), headers: { 'cache-control': 'private, no-store' } };
});
