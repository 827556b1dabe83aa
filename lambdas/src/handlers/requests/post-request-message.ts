import { postRequestMessageRoute } from '@shop/shared/api/routes/post-request-message';
import { verifyToken } from '../../auth/token-verifier.ts';
import { postRequesterMessage } from '../../domain/requests/post-requester-message.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { NO_STORE, requestDeps } from './request-deps.ts';

export const handler = httpRoute(
  postRequestMessageRoute,
  async ({ params, query, body, caller, event }) => ({
    body: await postRequesterMessage(requestDeps(), params.id, body, caller, query.token, clientAddress(event)),
    headers: NO_STORE,
  }),
  { verifyToken },
);
