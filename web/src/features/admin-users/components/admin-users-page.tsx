import type { AdminUser } from '@shop/shared/admin/users';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '../../../components/admin/admin-page-header.tsx';
import { AdminEmptyState, AdminErrorState, AdminTableSkeleton } from '../../../components/admin/admin-states.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAdminUsers, useSetUserEnabled } from '../api/users.ts';
import { ROLE_FILTERS, type RoleFilter, USER_SORTS, type UserSort, visibleUsers } from '../utils/user-list.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/** /admin/users, 'User Management': every account from Cognito joined with its profile. */
export function AdminUsersPage() {
  const showToast = useToast();
  const { user: self } = useAuth();
  const timeZone = useTimeZone();
  const users = useAdminUsers();
  const setEnabled = useSetUserEnabled();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [sort, setSort] = useState<UserSort>('newest');
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const shown = useMemo(() => visibleUsers(users.data ?? [], { search, role, sort }), [users.data, search, role, sort]);
  const total = users.data?.length ?? 0;

  const toggleEnabled = (user: AdminUser) => {
    setBusyIds((current) => new Set(current).add(user.id));
    setEnabled.mutate(
      { id: user.id, enabled: !user.enabled },
      {
        onSuccess: (saved) => showToast(saved.enabled ? 'User account enabled' : 'User account disabled'),
        onError: (error) =>
          showToast({
            title: 'Failed to update user status',
            description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
          }),
        onSettled: () =>
          setBusyIds((current) => {
            const next = new Set(current);
            next.delete(user.id);
            return next;
          }),
      },
    );
  };

  return (
    <section className="admin-page" aria-labelledby="admin-page-heading">
      <AdminPageHeader
        title="User Management"
        summary="Everyone with an account, their roles and when they joined."
        actions={
          <>
            <button
              type="button"
              className="button button-outline"
              onClick={() => void users.refetch()}
              disabled={users.isFetching}
            >
              {users.isFetching && !users.isPending ? 'Refreshing...' : 'Refresh'}
            </button>
            <Link to={paths.adminInviteUser.getHref()} className="button button-primary">
              Invite User
            </Link>
          </>
        }
      />
      <dl className="admin-stat-grid admin-stat-grid-2">
        <div className="admin-stat">
          <dt>Total users</dt>
          <dd>{users.data ? total : '–'}</dd>
        </div>
        <div className="admin-stat">
          <dt>Filtered</dt>
          <dd>{users.data ? shown.length : '–'}</dd>
        </div>
      </dl>
      <div className="admin-toolbar">
        <div className="search-box admin-search">
          <SearchIcon size={18} className="search-box-icon" />
          <input
            type="search"
            className="input"
            aria-label="Search users"
            placeholder="Search by name or email..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <select
          className="select"
          aria-label="Filter by role"
          value={role}
          onChange={(event) => setRole(event.target.value as RoleFilter)}
        >
          {ROLE_FILTERS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <select
          className="select"
          aria-label="Sort users"
          value={sort}
          onChange={(event) => setSort(event.target.value as UserSort)}
        >
          {USER_SORTS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {users.isPending ? (
        <AdminTableSkeleton rows={5} label="Loading users..." />
      ) : users.isError ? (
        <AdminErrorState message="Failed to load users" onRetry={() => void users.refetch()} />
      ) : shown.length === 0 ? (
        <AdminEmptyState
          title="No Users Found"
          text={
            total === 0
              ? 'Users will appear here once they register on the platform.'
              : 'Try adjusting your search criteria.'
          }
        />
      ) : (
        <UsersTable
          users={shown}
          selfId={self?.id}
          timeZone={timeZone}
          busyIds={busyIds}
          onChangeRole={setChanging}
          onToggleEnabled={toggleEnabled}
        />
      )}
      {changing ? <ChangeRoleDialog user={changing} onClose={() => setChanging(null)} /> : null}
    </section>
  );
}
