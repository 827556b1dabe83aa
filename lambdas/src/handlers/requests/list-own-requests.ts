import { listOwnRequestsRoute } from '@shop/shared/api/routes/list-own-requests';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { listOwnRequests } from '../../domain/requests/list-requests.ts';
import { httpRoute } from '../../http/http-route.ts';
import { requestsRepository } from '../../repositories/requests-repository.ts';
import { NO_STORE } from './request-deps.ts';

export const handler = httpRoute(listOwnRequestsRoute, async ({ caller }) => ({
  body: await listOwnRequests(requestsRepository(documentClient(), tableName()), requireCaller(caller)),
  headers: NO_STORE,
}));
