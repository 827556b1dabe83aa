import { createRequestRoute } from '@shop/shared/api/routes/create-request';
import { verifyToken } from '../../auth/token-verifier.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { createRequest } from '../../domain/requests/create-request.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { plansByIdReader } from '../../repositories/plans-by-id.ts';
import { NO_STORE, requestDeps } from './request-deps.ts';

export const handler = httpRoute(
  createRequestRoute,
  async ({ body, caller, event }) => {
    const deps = {
      ...requestDeps(),
      orders: ordersRepository(documentClient(), tableName()),
      plansById: plansByIdReader(documentClient(), tableName()),
    };
    return { status: 201, body: await createRequest(deps, body, caller, clientAddress(event)), headers: NO_STORE };
  },
  { verifyToken },
);
