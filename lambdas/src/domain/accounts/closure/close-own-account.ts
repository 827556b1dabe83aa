import {
  ACCOUNT_CLOSURE_MESSAGES,
  type AccountClosure,
  type CloseAccountRequest,
} from '@shop/shared/accounts/account-closure';
import { type Caller, isAdmin } from '../../../auth/caller.ts';
import { ForbiddenError, InvalidInputError } from '../../../errors/domain-errors.ts';
import { type CloseAccountDeps, closeAccount } from './close-account.ts';

/**
 * A buyer closes their own account. Their password is asked again on the server (a token alone, left open on a shared
 * computer, must not be enough); a wrong one changes nothing. Staff accounts are closed by another super admin.
 */
export async function closeOwnAccount(
  deps: CloseAccountDeps,
  caller: Caller,
  request: CloseAccountRequest,
): Promise<AccountClosure> {
  if (isAdmin(caller)) throw new ForbiddenError(ACCOUNT_CLOSURE_MESSAGES.staffCannotClose);
  const facts = await deps.identity.facts(caller.sub);
  const email = facts?.email || caller.email || '';
  if (!email || !(await deps.identity.passwordMatches(email, request.password))) {
    throw new InvalidInputError(ACCOUNT_CLOSURE_MESSAGES.wrongPassword, {
      password: ACCOUNT_CLOSURE_MESSAGES.wrongPassword,
    });
  }
  const { reference: _reference, email: _email, ...outcome } = await closeAccount(deps, caller.sub, request.reviews);
  return outcome;
}
