import { getAdminPlanRoute } from '@shop/shared/api/routes/get-admin-plan';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { getAdminPlan } from '../../../domain/admin/plans/get-admin-plan.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { plansRepository } from '../../../repositories/plans-repository.ts';

export const handler = httpRoute(getAdminPlanRoute, async ({ params }) => ({
  body: await getAdminPlan(plansRepository(documentClient(), tableName()), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
