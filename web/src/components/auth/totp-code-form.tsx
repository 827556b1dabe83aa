import { type FormEvent, useState } from 'react';
import { useFormState } from '../../hooks/use-form-state.ts';
import { t } from '../../i18n/i18n.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { FormField } from '../ui/form-field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';

/** The 6-digit code an authenticator app shows; `onCode` throws to say it did not match. */
export function TotpCodeForm({
  intro,
  submitLabel,
  onCode,
}: {
  intro: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const { values, set, problem: error, setProblem: setError, fieldId, textProps } = useFormState({ code: '' });
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onCode(values.code);
    } catch {
      setError(t('That code did not match. Enter the newest code your authenticator app shows.'));
      set('code', '');
    }
    setBusy(false);
  };

  return (
    <form className="form-stack" onSubmit={submit}>
      <p>{intro}</p>
      <FormField htmlFor={fieldId('code')} label={t('Authentication code')}>
        <input
          {...textProps('code')}
          className="input"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
        />
      </FormField>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <SubmitButton busy={busy} busyLabel={t('Checking...')} className="button button-primary button-block">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
