import { UserIdParams } from '../../accounts/profile.ts';
import { SignInNoted, SignInNotice } from '../../accounts/sign-ins.ts';
import { defineRoute } from '../route-definition.ts';

/** A fresh sign-in reported by the browser: a browser the account has not used before gets a login alert. */
export const noteSignInRoute = defineRoute({
  name: 'note-sign-in',
  method: 'POST',
  path: '/api/profiles/{userId}/sign-ins',
  auth: 'user',
  handler: 'accounts/note-sign-in',
  access: { table: 'write', email: 'send' },
  request: { params: UserIdParams, body: SignInNotice },
  response: SignInNoted,
});
