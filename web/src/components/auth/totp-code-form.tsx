import { type FormEvent, useId, useState } from 'react';
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
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onCode(code);
    } catch {
      setError(t('That code did not match. Enter the newest code your authenticator app shows.'));
      setCode('');
    }
    setBusy(false);
  };

  return (
    <form className="form-stack" onSubmit={submit}>
      <p>{intro}</p>
      <FormField htmlFor={`${id}-code`} label={t('Authentication code')}>
        <input
          id={`${id}-code`}
          className="input"
          name="totp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <SubmitButton busy={busy} busyLabel={t('Checking...')} className="button button-primary button-block">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
