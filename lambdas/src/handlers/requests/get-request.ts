import { getRequestRoute } from '@shop/shared/api/routes/get-request';
import { verifyToken } from '../../auth/token-verifier.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getRequestThread } from '../../domain/requests/request-thread.ts';
import { httpRoute } from '../../http/http-route.ts';
import { requestsRepository } from '../../repositories/requests-repository.ts';
import { NO_STORE } from './request-deps.ts';

export const handler = httpRoute(
  getRequestRoute,
  async ({ params, query, caller }) => ({
    body: await getRequestThread(requestsRepository(documentClient(), tableName()), params.id, caller, query.token),
    headers: NO_STORE,
  }),
  { verifyToken },
);
