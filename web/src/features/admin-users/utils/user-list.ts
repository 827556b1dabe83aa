import { displayName, type Role } from '@shop/shared/accounts/profile';
import type { AdminUser } from '@shop/shared/admin/users';
import { optionList } from '../../../lib/option-list.ts';

export const USER_SORTS = optionList({ newest: 'Newest Joined', oldest: 'Oldest Joined', name: 'Name A-Z' });
export type UserSort = (typeof USER_SORTS)[number]['id'];

export const ROLE_FILTERS = optionList({ all: 'All Roles', super_admin: 'Super Admin', admin: 'Admin', user: 'User' });
export type RoleFilter = (typeof ROLE_FILTERS)[number]['id'];

export interface UserListView {
  search: string;
  role: RoleFilter;
  sort: UserSort;
}

/** Search matches the display name or the email, anywhere, ignoring case ('Search by name or email...'). */
function matchesSearch(user: AdminUser, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const name = `${user.first_name} ${user.last_name}`.toLowerCase();
  return name.includes(needle) || user.email.toLowerCase().includes(needle);
}

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** The users the table shows: filtered by search and role, then sorted; the input is left as it was. */
export function visibleUsers(users: readonly AdminUser[], view: UserListView): AdminUser[] {
  const shown = users.filter(
    (user) => matchesSearch(user, view.search) && (view.role === 'all' || user.role === (view.role as Role)),
  );
  if (view.sort === 'name') return shown.sort((a, b) => byName.compare(displayName(a), displayName(b)));
  const direction = view.sort === 'newest' ? -1 : 1;
  return shown.sort((a, b) => direction * a.created_at.localeCompare(b.created_at));
}
