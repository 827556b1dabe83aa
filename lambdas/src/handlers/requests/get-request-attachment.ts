import { getRequestAttachmentRoute } from '@shop/shared/api/routes/get-request-attachment';
import { verifyToken } from '../../auth/token-verifier.ts';
import { getRequestAttachmentLink } from '../../domain/requests/request-uploads.ts';
import { httpRoute } from '../../http/http-route.ts';
import { NO_STORE, requestDeps } from './request-deps.ts';

export const handler = httpRoute(
  getRequestAttachmentRoute,
  async ({ params, query, caller }) => ({
    body: await getRequestAttachmentLink(requestDeps(), params.id, params.attachmentId, caller, query.token),
    headers: NO_STORE,
  }),
  { verifyToken },
);
