import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../../db/document-client.ts';
import { getAdminPlan } from '../../../domain/admin/plans/get-admin-plan.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { plansRepository } from '../../../repositories/plans-repository.ts';

const route = routeByName('get-admin-plan');

export const handler = httpRoute(route, async ({ params }) => ({
  body: await getAdminPlan(plansRepository(documentClient(), tableName()), params.id),
  headers: { 'cache-control': 'private, no-store' },
}));
