import { displayName, ROLES, type Role } from '@shop/shared/accounts/profile';
import { type AdminUser, USER_ADMIN_MESSAGES } from '@shop/shared/admin/users';
import { useId, useState } from 'react';
import { DialogCloseActions } from '../../../components/admin/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ROLE_LABELS } from '../../../components/ui/role-badge.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useChangeUserRole } from '../api/users.ts';

/**
 * Change Role: choosing a role other than the current one changes it at once. Who may grant
 * what is the server's rule (only a super admin touches admin and super_admin, never one's own role, never the
 * last super admin); its reason is shown under the dialog's failure text.
 */
export function ChangeRoleDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const id = useId();
  const showToast = useToast();
  const change = useChangeUserRole();
  const [role, setRole] = useState<Role>(user.role);
  const [reason, setReason] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const choose = (next: Role) => {
    setRole(next);
    setFailed(false);
    if (next === user.role) return;
    change.mutate(
      { id: user.id, role: next },
      {
        onSuccess: (saved) => {
          showToast(`${displayName(saved)} is now ${ROLE_LABELS[saved.role]}`);
          onClose();
        },
        onError: (error) => {
          setRole(user.role);
          setFailed(true);
          setReason(error instanceof ApiError && error.status < 500 ? error.message : null);
          showToast(USER_ADMIN_MESSAGES.roleChangeFailed);
        },
      },
    );
  };

  return (
    <Dialog title="Change Role" description={`${displayName(user)} (${user.email})`} onClose={onClose}>
      <div className="form-stack">
        <div className="field">
          <label htmlFor={`${id}-role`} className="field-label">
            Role
          </label>
          <Select
            id={`${id}-role`}
            value={role}
            disabled={change.isPending}
            onChange={(value) => choose(value)}
            options={ROLES.map((candidate) => ({ id: candidate, label: ROLE_LABELS[candidate] }))}
          />
          {change.isPending ? <p className="field-hint">Updating role...</p> : null}
        </div>
        {failed ? (
          <FormAlert tone="error" title={USER_ADMIN_MESSAGES.roleChangeFailed}>
            {reason ?? 'The server could not change the role.'}
          </FormAlert>
        ) : null}
        <DialogCloseActions onClose={onClose} />
      </div>
    </Dialog>
  );
}
