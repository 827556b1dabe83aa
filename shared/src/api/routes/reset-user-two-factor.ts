import { TwoFactorState } from '../../accounts/two-factor.ts';
import { UserIdPathParams } from '../../admin/users.ts';
import { defineRoute } from '../route-definition.ts';

/** A super admin turns off another staff member's lost authenticator app; they enrol again at their next sign-in. */
export const resetUserTwoFactorRoute = defineRoute({
  name: 'reset-user-two-factor',
  method: 'DELETE',
  path: '/api/users/{id}/two-factor',
  auth: 'super_admin',
  handler: 'users/reset-user-two-factor',
  access: { table: 'write', identity: 'read', secondFactor: 'manage' },
  request: { params: UserIdPathParams },
  response: TwoFactorState,
});
