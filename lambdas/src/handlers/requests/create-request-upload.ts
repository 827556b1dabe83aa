import { createRequestUploadRoute } from '@shop/shared/api/routes/create-request-upload';
import { verifyToken } from '../../auth/token-verifier.ts';
import { createRequestUpload } from '../../domain/requests/request-uploads.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { NO_STORE, requestDeps } from './request-deps.ts';

export const handler = httpRoute(
  createRequestUploadRoute,
  async ({ body, caller, event }) => ({
    body: await createRequestUpload(requestDeps(), body, caller, clientAddress(event)),
    headers: NO_STORE,
  }),
  { verifyToken },
);
