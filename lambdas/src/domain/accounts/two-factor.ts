import { TWO_FACTOR_MESSAGES, type TwoFactorState } from '@shop/shared/accounts/two-factor';
import { type Caller, isAdmin } from '../../auth/caller.ts';
import { ForbiddenError, NotFoundError } from '../../errors/domain-errors.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { IdentityDirectory, SecondFactors, SessionEnder } from '../ports/identity.ts';

export interface OwnTwoFactorDeps {
  factors: SecondFactors;
  audit: AuditLog;
}

export interface ResetTwoFactorDeps extends OwnTwoFactorDeps {
  identity: IdentityDirectory;
  sessions: SessionEnder;
}

const STAFF_GROUPS = ['admin', 'super_admin'];

/**
 * Turns the caller's own authenticator app on (Cognito refuses until a code from it was confirmed) or off. Staff keep
 * theirs: without it they reach no staff route, and only another super admin may reset it. Audited with the address.
 */
export async function setOwnTwoFactor(
  deps: OwnTwoFactorDeps,
  caller: Caller,
  userId: string,
  enabled: boolean,
  address: string,
): Promise<TwoFactorState> {
  if (caller.sub !== userId) throw new ForbiddenError();
  if (!enabled && isAdmin(caller)) throw new ForbiddenError(TWO_FACTOR_MESSAGES.staffCannotDisable);
  await deps.factors.setSoftwareToken(caller.sub, enabled);
  await deps.audit.record(caller, {
    action: enabled ? 'two-factor.enable' : 'two-factor.disable',
    target_type: 'user',
    target_id: caller.sub,
    summary: `${caller.email ?? caller.sub} turned two-factor authentication ${enabled ? 'on' : 'off'}`,
    changes: { two_factor: { from: !enabled, to: enabled } },
    address,
  });
  return { enabled };
}

/**
 * A super admin's recovery for a staff member who lost their authenticator: the factor is turned off and their
 * sessions end, so the next sign-in is by password and asks them to enrol again before any staff route answers.
 * Never one's own (a stolen super admin session must not shed the factor) and only for staff accounts.
 */
export async function resetStaffTwoFactor(
  deps: ResetTwoFactorDeps,
  caller: Caller,
  sub: string,
  address: string,
): Promise<TwoFactorState> {
  if (caller.sub === sub) throw new ForbiddenError(TWO_FACTOR_MESSAGES.notOwnReset);
  const [user, groups] = await Promise.all([deps.identity.getUser(sub), deps.identity.groupsOf(sub)]);
  if (!user) throw new NotFoundError('User not found');
  if (!groups.some((group) => STAFF_GROUPS.includes(group))) {
    throw new ForbiddenError(TWO_FACTOR_MESSAGES.onlyStaffReset);
  }
  await deps.factors.setSoftwareToken(sub, false);
  await deps.sessions.endSessions(sub, 'two-factor reset');
  await deps.audit.record(caller, {
    action: 'two-factor.reset',
    target_type: 'user',
    target_id: sub,
    summary: `Reset two-factor authentication of ${user.email}; they enrol again at their next sign-in`,
    changes: { two_factor: { from: true, to: false } },
    address,
  });
  return { enabled: false };
}
