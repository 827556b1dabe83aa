import { ROLES, type Role } from '@shop/shared/accounts/profile';
import { InviteUserRequest } from '@shop/shared/admin/users';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ROLE_LABELS } from '../../../components/ui/role-badge.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useInviteUser } from '../api/users.ts';

type Field = 'email' | 'first_name' | 'last_name' | 'role';

/**
 * /admin/invite-user: Cognito creates the account and emails a temporary password; the person chooses their own
 * at first sign-in. Only a super admin may invite staff, so an admin is offered the user role only.
 */
export function InviteUserPage() {
  const navigate = useNavigate();
  const showToast = useToast();
  const { role: myRole } = useAuth();
  const invite = useInviteUser();
  const { values, errors, setErrors, problem, setProblem, set, fieldId, textProps, showFailure } = useFormState({
    email: '',
    first_name: '',
    last_name: '',
    role: 'user' as Role,
  });
  const roles = myRole === 'super_admin' ? ROLES : (['user'] as const);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = InviteUserRequest.safeParse({
      email: values.email,
      role: values.role,
      ...(values.first_name.trim() ? { first_name: values.first_name } : {}),
      ...(values.last_name.trim() ? { last_name: values.last_name } : {}),
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: (user) => {
        showToast({
          title: 'Invitation sent',
          description: `${user.email} will receive a temporary password by email.`,
        });
        navigate(paths.adminUsers.getHref());
      },
      onError: (error) => {
        showFailure(error, 'Failed to invite user');
      },
    });
  };

  const input = (field: Exclude<Field, 'role'>, label: string, type = 'text') => (
    <FormField htmlFor={fieldId(field)} label={label} error={errors[field]}>
      <input {...textProps(field)} className="input" type={type} required={field === 'email'} autoComplete="off" />
    </FormField>
  );

  return (
    <AdminPage title="Invite User" summary="Invite a colleague or a client by email.">
      <form className="card form-stack admin-narrow-form" onSubmit={submit} noValidate>
        {input('email', 'Email', 'email')}
        <div className="form-row">
          {input('first_name', 'First Name')}
          {input('last_name', 'Last Name')}
        </div>
        <FormField
          htmlFor={fieldId('role')}
          label="Role"
          hint={myRole !== 'super_admin' ? 'Only a super admin can invite admins and super admins.' : null}
          error={errors.role}
        >
          <Select
            id={fieldId('role')}
            value={values.role}
            onChange={(value) => set('role', value)}
            options={roles.map((role) => ({ id: role, label: ROLE_LABELS[role] }))}
          />
        </FormField>
        <p className="field-hint">
          They receive an email with a temporary password and choose their own when they first sign in.
        </p>
        {problem ? <FormAlert tone="error">{problem}</FormAlert> : null}
        <div className="form-actions">
          <SubmitButton busy={invite.isPending} busyLabel="Sending Invitation...">
            Send Invitation
          </SubmitButton>
          <ButtonLink to={paths.adminUsers.getHref()} variant="outline">
            Cancel
          </ButtonLink>
        </div>
      </form>
    </AdminPage>
  );
}
