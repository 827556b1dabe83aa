import { AccountClosure, CloseAccountRequest } from '../../accounts/account-closure.ts';
import { defineRoute } from '../route-definition.ts';

/** The caller closes their own account, confirmed by their password; the sign-in is deleted from the pool. */
export const closeAccountRoute = defineRoute({
  name: 'close-account',
  method: 'POST',
  path: '/api/account/close',
  auth: 'user',
  handler: 'accounts/close-account',
  // Kept reviews change author and removed ones disappear: cached review lists and ratings are dropped at once.
  edgeCache: ['/api/plans*', '/api/reviews/*'],
  access: { table: 'write', images: 'write', planFiles: 'write', accountClosure: 'close', email: 'send' },
  request: { body: CloseAccountRequest },
  response: AccountClosure,
});
