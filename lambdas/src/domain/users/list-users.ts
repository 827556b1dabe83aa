import type { Role } from '@shop/shared/accounts/profile';
import type { UserListQuery, UserListResponse } from '@shop/shared/admin/users';
import type { ProfileBatchRepository } from '../../repositories/profile-batch-repository.ts';
import type { IdentityAdmin } from '../ports/identity.ts';
import { adminUserView } from './admin-user-view.ts';

export interface ListUsersDeps {
  identity: IdentityAdmin;
  profiles: ProfileBatchRepository;
}

/** Everyone in the staff groups, by sub: a few people, read whole on each request. */
export async function staffRoles(identity: IdentityAdmin): Promise<Map<string, Role>> {
  const [superAdmins, admins] = await Promise.all([
    identity.groupMembers('super_admin'),
    identity.groupMembers('admin'),
  ]);
  const roles = new Map<string, Role>();
  for (const account of admins) roles.set(account.sub, 'admin');
  for (const account of superAdmins) roles.set(account.sub, 'super_admin');
  return roles;
}

/**
 * A page of users from Cognito, joined with their profiles and roles, newest first within the page.
 * Staff roles filter through their group's member list; `user` filters a page of everyone, so such a
 * page may hold fewer than `limit` rows (the cursor still moves on).
 */
export async function listUsers(deps: ListUsersDeps, query: UserListQuery): Promise<UserListResponse> {
  const roles = await staffRoles(deps.identity);
  const page =
    query.role === 'admin' || query.role === 'super_admin'
      ? await deps.identity.listGroupPage(query.role, { limit: query.limit, token: query.cursor })
      : await deps.identity.listAccounts({ limit: query.limit, token: query.cursor, emailPrefix: query.q });
  const q = query.q?.toLowerCase();
  const accounts = page.accounts
    .filter((account) => !query.role || (roles.get(account.sub) ?? 'user') === query.role)
    .filter((account) => !q || account.email.toLowerCase().startsWith(q));
  const profiles = await deps.profiles.getMany(accounts.map((account) => account.sub));
  const users = accounts
    .map((account) => adminUserView(account, roles.get(account.sub) ?? 'user', profiles.get(account.sub)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  return { users, nextCursor: page.nextToken ?? null };
}
