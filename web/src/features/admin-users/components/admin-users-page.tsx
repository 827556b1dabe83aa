import type { AdminUser } from '@shop/shared/admin/users';
import { useMemo, useState } from 'react';
import { AdminListToolbar, AdminSelect } from '../../../components/admin/admin-list-toolbar.tsx';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminListStates, listLoad } from '../../../components/admin/admin-states.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { usePendingIds } from '../../../hooks/use-pending-ids.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAdminUsers, useSetUserEnabled } from '../api/users.ts';
import { ROLE_FILTERS, type RoleFilter, USER_SORTS, type UserSort, visibleUsers } from '../utils/user-list.ts';
import { ChangeRoleDialog } from './change-role-dialog.tsx';
import { CloseAccountDialog } from './close-account-dialog.tsx';
import { ExportDataDialog } from './export-data-dialog.tsx';
import { UsersTable } from './users-table.tsx';

/** /admin/users, 'User Management': every account from Cognito joined with its profile. */
export function AdminUsersPage() {
  const showToast = useToast();
  const { user: self, role: selfRole } = useAuth();
  const timeZone = useTimeZone();
  const users = useAdminUsers();
  const setEnabled = useSetUserEnabled();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<RoleFilter>('all');
  const [sort, setSort] = useState<UserSort>('newest');
  const [changing, setChanging] = useState<AdminUser | null>(null);
  const [closing, setClosing] = useState<AdminUser | null>(null);
  const [exporting, setExporting] = useState<AdminUser | null>(null);
  const { pending: busyIds, start: markPending, done: markDone } = usePendingIds();

  const shown = useMemo(() => visibleUsers(users.data ?? [], { search, role, sort }), [users.data, search, role, sort]);
  const total = users.data?.length ?? 0;

  const toggleEnabled = (user: AdminUser) => {
    markPending(user.id);
    setEnabled.mutate(
      { id: user.id, enabled: !user.enabled },
      {
        onSuccess: (saved) => showToast(saved.enabled ? 'User account enabled' : 'User account disabled'),
        onError: (error) =>
          showToast({
            title: 'Failed to update user status',
            description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
          }),
        onSettled: () => markDone(user.id),
      },
    );
  };

  return (
    <AdminPage
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
          <ButtonLink to={paths.adminInviteUser.getHref()} variant="primary">
            Invite User
          </ButtonLink>
        </>
      }
    >
      <FactList
        className="admin-stat-grid admin-stat-grid-2"
        itemClassName="admin-stat"
        facts={[
          { label: 'Total users', value: users.data ? total : '–' },
          { label: 'Filtered', value: users.data ? shown.length : '–' },
        ]}
      />
      <AdminListToolbar
        search={{
          label: 'Search users',
          placeholder: 'Search by name or email...',
          value: search,
          onChange: setSearch,
        }}
      >
        <AdminSelect label="Filter by role" value={role} onChange={setRole} options={ROLE_FILTERS} />
        <AdminSelect label="Sort users" value={sort} onChange={setSort} options={USER_SORTS} />
      </AdminListToolbar>
      <AdminListStates
        {...listLoad(users)}
        empty={shown.length === 0}
        loading="Loading users..."
        failure="Failed to load users"
        emptyState={{
          title: 'No Users Found',
          text:
            total === 0
              ? 'Users will appear here once they register on the platform.'
              : 'Try adjusting your search criteria.',
        }}
      >
        <UsersTable
          users={shown}
          selfId={self?.id}
          timeZone={timeZone}
          busyIds={busyIds}
          onChangeRole={setChanging}
          onToggleEnabled={toggleEnabled}
          onCloseAccount={selfRole === 'super_admin' ? setClosing : undefined}
          onExportData={selfRole === 'super_admin' ? setExporting : undefined}
        />
      </AdminListStates>
      {changing ? <ChangeRoleDialog user={changing} onClose={() => setChanging(null)} /> : null}
      {closing ? <CloseAccountDialog user={closing} onClose={() => setClosing(null)} /> : null}
      {exporting ? <ExportDataDialog user={exporting} onClose={() => setExporting(null)} /> : null}
    </AdminPage>
  );
}
