import { ClosureCodeSent } from '../../accounts/account-closure.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * Mails the caller a 6-digit code that confirms closing their account instead of their password (for a buyer who does
 * not know it). The code works once, for 10 minutes and 5 tries; only its hash is stored; sends are rate-limited.
 */
export const requestClosureCodeRoute = defineRoute({
  name: 'request-closure-code',
  method: 'POST',
  path: '/api/account/close/code',
  auth: 'user',
  handler: 'accounts/request-closure-code',
  access: { table: 'write', identity: 'read', email: 'send' },
  request: {},
  response: ClosureCodeSent,
});
