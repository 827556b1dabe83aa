import {
  ACCOUNT_CLOSURE_MESSAGES,
  type AccountClosure,
  type AdminCloseAccountRequest,
} from '@shop/shared/accounts/account-closure';
import type { Caller } from '../../../auth/caller.ts';
import { ForbiddenError, NotFoundError } from '../../../errors/domain-errors.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { IdentityDirectory } from '../../ports/identity.ts';
import { type CloseAccountDeps, closeAccount } from './close-account.ts';

/**
 * A super admin closes a buyer's account at the buyer's request (the route is super_admin only). Not one's own, not
 * a staff account (remove the role first). The audit names the closure's reference, never the person, so the trail
 * keeps no personal data of someone who asked to be forgotten.
 */
export async function closeUserAccount(
  deps: CloseAccountDeps & { directory: Pick<IdentityDirectory, 'groupsOf'>; audit: AuditLog },
  caller: Caller,
  sub: string,
  request: AdminCloseAccountRequest,
): Promise<AccountClosure> {
  if (caller.sub === sub) throw new ForbiddenError(ACCOUNT_CLOSURE_MESSAGES.ownAccountFromAdmin);
  const facts = await deps.identity.facts(sub);
  if (!facts) throw new NotFoundError(ACCOUNT_CLOSURE_MESSAGES.userNotFound);
  const groups = await deps.directory.groupsOf(sub);
  if (groups.includes('admin') || groups.includes('super_admin')) {
    throw new ForbiddenError(ACCOUNT_CLOSURE_MESSAGES.staffCannotClose);
  }
  const { reference, email: _email, ...outcome } = await closeAccount(deps, sub, request.reviews);
  await deps.audit.record(caller, {
    action: 'user.close',
    target_type: 'user',
    target_id: reference,
    summary: `Closed an account at its owner's request (${reference}); reviews ${
      request.reviews === 'keep' ? 'kept as "Former customer"' : 'removed'
    }, ${outcome.orders_kept} order(s) kept for the accounts`,
    changes: { reviews: request.reviews, orders_kept: outcome.orders_kept },
  });
  return outcome;
}
