import { updateUserStatusRoute } from '@shop/shared/api/routes/update-user-status';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { setUserEnabled } from '../../domain/users/manage-users.ts';
import { httpRoute } from '../../http/http-route.ts';
import { userAccessDeps } from './user-admin-deps.ts';

export const handler = httpRoute(updateUserStatusRoute, async ({ params, body, caller }) => ({
  body: await setUserEnabled(userAccessDeps(), requireCaller(caller), params.id, body.enabled),
  headers: { 'cache-control': 'no-store' },
}));
