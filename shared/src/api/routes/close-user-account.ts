import { AccountClosure, AdminCloseAccountRequest } from '../../accounts/account-closure.ts';
import { UserIdPathParams } from '../../admin/users.ts';
import { defineRoute } from '../route-definition.ts';

/** A super admin closes a buyer's account at the buyer's request; audited like every staff change. */
export const closeUserAccountRoute = defineRoute({
  name: 'close-user-account',
  method: 'POST',
  path: '/api/users/{id}/close',
  auth: 'super_admin',
  handler: 'users/close-user-account',
  // Kept reviews change author and removed ones disappear: cached review lists and ratings are dropped at once.
  edgeCache: ['/api/plans*', '/api/reviews/*'],
  access: {
    table: 'write',
    images: 'write',
    planFiles: 'write',
    identity: 'read',
    accountClosure: 'close',
    email: 'send',
  },
  request: { params: UserIdPathParams, body: AdminCloseAccountRequest },
  response: AccountClosure,
});
