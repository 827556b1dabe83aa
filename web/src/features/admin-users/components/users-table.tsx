import { displayName } from '@shop/shared/accounts/profile';
import type { AccountStatus, AdminUser } from '@shop/shared/admin/users';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { formatDate } from '../../../lib/format-date.ts';

const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  confirmed: 'Confirmed',
  unconfirmed: 'Unconfirmed',
  invited: 'Invited',
  'reset-required': 'Password reset',
  unknown: 'Unknown',
};

interface UsersTableProps {
  users: readonly AdminUser[];
  /** The signed-in staff member: their own row offers no role or status change (the server refuses it too). */
  selfId: string | undefined;
  timeZone: string;
  busyIds: ReadonlySet<string>;
  onChangeRole: (user: AdminUser) => void;
  onToggleEnabled: (user: AdminUser) => void;
  /** Offered to super admins only, on buyers' rows: closing an account at its owner's request. */
  onCloseAccount?: (user: AdminUser) => void;
}

/** Columns User, Email, Role, Status, Joined, Actions, status from Cognito. */
export function UsersTable({
  users,
  selfId,
  timeZone,
  busyIds,
  onChangeRole,
  onToggleEnabled,
  onCloseAccount,
}: UsersTableProps) {
  return (
    <AdminTable columns={['User', 'Email', 'Role', 'Status', 'Joined', 'Actions']}>
      {users.map((user) => {
        const name = displayName(user);
        const self = user.id === selfId;
        return (
          <tr key={user.id}>
            <td>
              <div className="admin-cell-media">
                <Avatar name={name} url={user.avatar_url || undefined} size={36} />
                <span className="admin-cell-title">
                  {name}
                  {self ? <span className="admin-cell-sub">You</span> : null}
                </span>
              </div>
            </td>
            <td data-label="Email">{user.email}</td>
            <td data-label="Role">
              <RoleBadge role={user.role} />
            </td>
            <td data-label="Status">
              <div className="admin-status-stack">
                <span className={`admin-status admin-status-${user.enabled ? 'enabled' : 'disabled'}`}>
                  {user.enabled ? 'Enabled' : 'Disabled'}
                </span>
                <span className={`admin-status admin-status-${user.status}`}>{ACCOUNT_STATUS_LABELS[user.status]}</span>
              </div>
            </td>
            <td data-label="Joined" className="admin-nowrap">
              {formatDate(user.created_at, timeZone, { dateStyle: 'medium' })}
            </td>
            <td>
              <div className="admin-row-actions">
                <button
                  type="button"
                  className="button button-outline button-small"
                  disabled={self}
                  onClick={() => onChangeRole(user)}
                >
                  Change Role<span className="visually-hidden"> of {name}</span>
                </button>
                <button
                  type="button"
                  className={`button button-small ${user.enabled ? 'button-danger-outline' : 'button-outline'}`}
                  disabled={self || busyIds.has(user.id)}
                  onClick={() => onToggleEnabled(user)}
                >
                  {user.enabled ? 'Disable' : 'Enable'}
                  <span className="visually-hidden"> {name}</span>
                </button>
                {onCloseAccount && user.role === 'user' && !self ? (
                  <button
                    type="button"
                    className="button button-small button-danger-outline"
                    disabled={busyIds.has(user.id)}
                    onClick={() => onCloseAccount(user)}
                  >
                    Close Account<span className="visually-hidden"> of {name}</span>
                  </button>
                ) : null}
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
