import { UserIdParams } from '../../accounts/profile.ts';
import { TwoFactorState, TwoFactorUpdate } from '../../accounts/two-factor.ts';
import { defineRoute } from '../route-definition.ts';

/** One's own second factor on or off, through the API so that every change is audited with its address. */
export const setTwoFactorRoute = defineRoute({
  name: 'set-two-factor',
  method: 'PUT',
  path: '/api/profiles/{userId}/two-factor',
  auth: 'user',
  handler: 'accounts/set-two-factor',
  access: { table: 'write', secondFactor: 'manage' },
  request: { params: UserIdParams, body: TwoFactorUpdate },
  response: TwoFactorState,
});
