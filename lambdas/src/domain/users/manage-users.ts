import { type Role, roleFromGroups } from '@shop/shared/accounts/profile';
import { type AdminUser, type InviteUserRequest, USER_ADMIN_MESSAGES } from '@shop/shared/admin/users';
import { type Caller, isSuperAdmin } from '../../auth/caller.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/domain-errors.ts';
import type { ProfileBatchRepository } from '../../repositories/profile-batch-repository.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { staffChange } from '../audit/staff-change.ts';
import type { IdentityAccount, IdentityAdmin, SessionEnder } from '../ports/identity.ts';
import { adminUserView } from './admin-user-view.ts';

const STAFF_GROUPS = ['admin', 'super_admin'] as const;

export interface ManageUsersDeps {
  identity: IdentityAdmin;
  profiles: ProfileBatchRepository;
  audit: AuditLog;
  /** Ends the sessions of a user who lost a role or was disabled (role and status changes). */
  sessions: SessionEnder;
}

const RANK: Record<Role, number> = { user: 0, admin: 1, super_admin: 2 };

async function accountWithRole(
  identity: IdentityAdmin,
  sub: string,
): Promise<{ account: IdentityAccount; role: Role }> {
  const [account, groups] = await Promise.all([identity.getAccount(sub), identity.groupsOf(sub)]);
  if (!account) throw new NotFoundError(USER_ADMIN_MESSAGES.userNotFound);
  return { account, role: roleFromGroups(groups) };
}

async function view(deps: ManageUsersDeps, account: IdentityAccount, role: Role): Promise<AdminUser> {
  const profiles = await deps.profiles.getMany([account.sub]);
  return adminUserView(account, role, profiles.get(account.sub));
}

/** Enabled super admins other than `sub`: demoting or disabling `sub` must leave at least one. */
async function otherActiveSuperAdmins(identity: IdentityAdmin, sub: string): Promise<number> {
  const members = await identity.groupMembers('super_admin');
  return members.filter((member) => member.sub !== sub && member.enabled).length;
}

/**
 * Changes a user's role. Every change grants or removes a staff role, so only a super admin may make
 * one; nobody changes their own role (no self-promotion, no locking oneself out); and the last active
 * super admin keeps the role, so the shop always has someone who can manage staff.
 */
export async function changeUserRole(
  deps: ManageUsersDeps,
  caller: Caller,
  sub: string,
  role: Role,
): Promise<AdminUser> {
  if (caller.sub === sub) throw new ForbiddenError(USER_ADMIN_MESSAGES.ownRole);
  const current = await accountWithRole(deps.identity, sub);
  if (current.role === role) return view(deps, current.account, role);
  if (!isSuperAdmin(caller)) throw new ForbiddenError(USER_ADMIN_MESSAGES.onlySuperAdminChangesStaff);
  if (current.role === 'super_admin' && (await otherActiveSuperAdmins(deps.identity, sub)) === 0) {
    throw new ConflictError(USER_ADMIN_MESSAGES.lastSuperAdmin);
  }
  // Grant first, then remove: a failure half-way leaves the user with more than one group, whose
  // highest wins, never with none the request asked for.
  if (role !== 'user') await deps.identity.addToGroup(sub, role);
  for (const group of STAFF_GROUPS) if (group !== role) await deps.identity.removeFromGroup(sub, group);
  // A removed role ends at once: tokens issued before now are refused on staff routes, and the user signs in again.
  if (RANK[role] < RANK[current.role]) await deps.sessions.endSessions(sub, `role ${current.role} -> ${role}`);
  const summary = `Changed role of ${current.account.email} from ${current.role} to ${role}`;
  await deps.audit.record(caller, staffChange('user.role', sub, summary, { role: { from: current.role, to: role } }));
  return view(deps, current.account, role);
}

/**
 * Enables or disables sign-in. Not one's own account; staff accounts only by a super admin; never the
 * last active super admin. Disabling ends the user's sessions (tokens already issued are refused).
 */
export async function setUserEnabled(
  deps: ManageUsersDeps,
  caller: Caller,
  sub: string,
  enabled: boolean,
): Promise<AdminUser> {
  if (caller.sub === sub) throw new ForbiddenError(USER_ADMIN_MESSAGES.ownStatus);
  const current = await accountWithRole(deps.identity, sub);
  if (current.account.enabled === enabled) return view(deps, current.account, current.role);
  if (current.role !== 'user' && !isSuperAdmin(caller))
    throw new ForbiddenError(USER_ADMIN_MESSAGES.onlySuperAdminDisablesStaff);
  if (!enabled && current.role === 'super_admin' && (await otherActiveSuperAdmins(deps.identity, sub)) === 0) {
    throw new ConflictError(USER_ADMIN_MESSAGES.lastSuperAdminDisabled);
  }
  await deps.identity.setEnabled(sub, enabled);
  // A disabled user is signed out everywhere; their tokens are refused on every signed-in route.
  if (!enabled) await deps.sessions.endSessions(sub, 'disabled');
  const summary = `${enabled ? 'Enabled' : 'Disabled'} the account of ${current.account.email}`;
  const changes = { enabled: { from: !enabled, to: enabled } };
  await deps.audit.record(caller, staffChange(enabled ? 'user.enable' : 'user.disable', sub, summary, changes));
  return view(deps, { ...current.account, enabled }, current.role);
}

/** Creates an account that Cognito invites by email with a temporary password, in the chosen role. */
export async function inviteUser(
  deps: Omit<ManageUsersDeps, 'sessions'>,
  caller: Caller,
  request: InviteUserRequest,
): Promise<AdminUser> {
  if (request.role !== 'user' && !isSuperAdmin(caller))
    throw new ForbiddenError(USER_ADMIN_MESSAGES.onlySuperAdminChangesStaff);
  const account = await deps.identity
    .invite({ email: request.email, givenName: request.first_name, familyName: request.last_name })
    .catch((error: unknown) => {
      if ((error as Error)?.name === 'UsernameExistsException')
        throw new ConflictError(USER_ADMIN_MESSAGES.alreadyExists);
      throw error;
    });
  if (request.role !== 'user') await deps.identity.addToGroup(account.sub, request.role);
  const summary = `Invited ${account.email} as ${request.role}`;
  await deps.audit.record(caller, staffChange('user.invite', account.sub, summary, { role: request.role }));
  return adminUserView(account, request.role, undefined);
}
