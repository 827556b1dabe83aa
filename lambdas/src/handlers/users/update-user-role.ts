import { updateUserRoleRoute } from '@shop/shared/api/routes/update-user-role';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { changeUserRole } from '../../domain/users/manage-users.ts';
import { httpRoute } from '../../http/http-route.ts';
import { userAccessDeps } from './user-admin-deps.ts';

export const handler = httpRoute(updateUserRoleRoute, async ({ params, body, caller }) => ({
  body: await changeUserRole(userAccessDeps(), requireCaller(caller), params.id, body.role),
  headers: { 'cache-control': 'no-store' },
}));
