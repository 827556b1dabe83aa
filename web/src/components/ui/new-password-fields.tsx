import { passwordRuleText } from '@shop/shared/accounts/password-policy';
import type { InputHTMLAttributes } from 'react';
import { t } from '../../i18n/i18n.ts';
import { PasswordInput } from './password-input.tsx';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'required' | 'autoComplete'>;

/**
 * Choosing a password (sign-up, reset, change): the new password with the policy's rule under it, then its
 * confirmation. Both are required and ask password managers for a new password, the same on every form.
 */
export function NewPasswordFields({
  ids,
  labels,
  password,
  confirm,
}: {
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  password: FieldProps;
  confirm: FieldProps;
}) {
  return (
    <>
      <PasswordInput
        id={ids.password}
        label={labels.password}
        required
        autoComplete="new-password"
        // i18next-instrument-ignore-next-line
        hint={t(passwordRuleText())}
        {...password}
      />
      <PasswordInput id={ids.confirm} label={labels.confirm} required autoComplete="new-password" {...confirm} />
    </>
  );
}
