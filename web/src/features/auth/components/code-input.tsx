import { TextInput } from '../../../components/ui/form-field.tsx';
import { t } from '../../../i18n/i18n.ts';

/** The 6-digit code from a Cognito email: digits only, at most six, offered by the phone's one-time-code autofill. */
export function CodeInput({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name?: string;
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <TextInput
      id={id}
      label={t('Verification Code')}
      className="input input-code"
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]{6}"
      maxLength={6}
      required
      title={t('The 6-digit code from the email')}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
