import { postStaffRequestMessageRoute } from '@shop/shared/api/routes/post-staff-request-message';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { postStaffMessage } from '../../domain/requests/staff-request-actions.ts';
import { httpRoute } from '../../http/http-route.ts';
import { NO_STORE, requestDeps } from './request-deps.ts';

export const handler = httpRoute(postStaffRequestMessageRoute, async ({ params, body, caller }) => ({
  body: await postStaffMessage(requestDeps(), requireCaller(caller), params.id, body),
  headers: NO_STORE,
}));
