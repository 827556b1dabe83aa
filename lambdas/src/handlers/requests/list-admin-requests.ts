import { listAdminRequestsRoute } from '@shop/shared/api/routes/list-admin-requests';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { listDeskRequests } from '../../domain/requests/list-requests.ts';
import { httpRoute } from '../../http/http-route.ts';
import { requestsRepository } from '../../repositories/requests-repository.ts';
import { NO_STORE } from './request-deps.ts';

export const handler = httpRoute(listAdminRequestsRoute, async ({ query, caller }) => ({
  body: await listDeskRequests(
    { requests: requestsRepository(documentClient(), tableName()), now: () => new Date() },
    query,
    requireCaller(caller),
  ),
  headers: NO_STORE,
}));
