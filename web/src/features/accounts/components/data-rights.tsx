import {
  ACCOUNT_CLOSURE_MESSAGES,
  type DataExportFormat,
  type ReviewChoice,
} from '@shop/shared/accounts/account-closure';
import { type FormEvent, useId, useState } from 'react';
import { FileSaveButtons } from '../../../components/ui/file-save-buttons.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { RadioFieldset } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useFormState } from '../../../hooks/use-form-state.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useFileSave } from '../../../lib/save-blob.ts';
import { closeAccount, fetchAccountData, requestClosureCode } from '../api/account-data.ts';
import { AccountCard } from './account-card.tsx';

/** The two downloads of 'Your Data', in the order they are offered. */
const DATA_FORMATS: readonly (readonly [DataExportFormat, string])[] = [
  ['html', msg('Download my data (readable page)')],
  ['json', msg('Download my data (JSON)')],
];

/** 'Your Data' on the profile: the buyer downloads everything the shop keeps about them. */
export function DownloadMyData() {
  const id = useId();
  const showToast = useToast();
  const { saving: busy, save } = useFileSave<DataExportFormat>(() =>
    showToast({ title: t('Your data could not be downloaded. Please try again.') }),
  );

  const download = (format: DataExportFormat) =>
    save(format, () => fetchAccountData(format, currentLanguage()), `tema-house-plans-my-data.${format}`);

  return (
    <AccountCard headingId={`${id}-heading`} title={t('Your Data')}>
      <p className="muted card-text">
        {t(
          'Download everything we keep about you: your profile, orders and invoices, reviews, favourites, newsletter consent, settings and sign-in details.',
        )}
      </p>
      <div className="form-actions">
        <FileSaveButtons
          // i18next-instrument-ignore-next-line
          choices={DATA_FORMATS.map(([format, label]) => [format, t(label)] as const)}
          busy={busy}
          onSave={(format) => void download(format)}
        />
      </div>
    </AccountCard>
  );
}

/** Why a closure was refused, in the page's language. */
function closureRefusal(cause: unknown, method: 'password' | 'code'): string {
  if (cause instanceof ApiError && cause.status === 400) {
    if (method === 'password') return t('That password is not right. Your account was not closed.');
    return cause.message === ACCOUNT_CLOSURE_MESSAGES.codeExpired
      ? t('That code has expired or was tried too often. Ask for a new code.')
      : t('That code is not right. Your account was not closed.');
  }
  return t('Your account could not be closed. Please try again.');
}

/**
 * 'Close Account' on the profile: confirmed on the server by the password, or by a code mailed to the account's
 * address for a buyer who does not know their password; the buyer chooses what becomes of their reviews.
 */
export function CloseMyAccount({ onClosed }: { onClosed: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const {
    values,
    set,
    problem: error,
    setProblem: setError,
    fieldId,
  } = useFormState<{ password: string; code: string; reviews: ReviewChoice }>({
    password: '',
    code: '',
    reviews: 'keep',
  });
  const { password, code, reviews } = values;
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await closeAccount(method === 'code' ? { code } : { password }, reviews);
      onClosed();
    } catch (cause) {
      setError(closureRefusal(cause, method));
    } finally {
      setBusy(false);
    }
  };

  const mailCode = async () => {
    setError(null);
    setSending(true);
    try {
      await requestClosureCode();
      setMethod('code');
      set('code', '');
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 429
          ? t('Several codes were sent in a short time. Please try again later.')
          : t('The code could not be sent. Please try again.'),
      );
    } finally {
      setSending(false);
    }
  };

  const mailCodeButton = (label: string) => (
    <button
      type="button"
      className="button button-ghost"
      onClick={() => void mailCode()}
      disabled={sending}
      aria-busy={sending}
    >
      {sending ? t('Sending the code...') : label}
    </button>
  );

  return (
    <AccountCard headingId={`${id}-heading`} title={t('Close Account')}>
      <p className="muted card-text">
        {t(
          'Closing your account deletes your sign-in, profile, pictures, favourites, settings and newsletter subscription. Orders and invoices are kept for our accounts with only what the law requires; licences you already have stay valid.',
        )}
      </p>
      {open ? (
        <form className="form-stack" onSubmit={submit} aria-label={t('Close Account')}>
          <RadioFieldset
            name={`${id}-reviews`}
            legend={t('Your reviews')}
            options={[
              ['keep', t('Keep them, shown as "Former customer"')],
              ['remove', t('Remove them')],
            ]}
            value={reviews}
            onChange={(choice) => set('reviews', choice)}
          />
          {method === 'password' ? (
            <>
              <PasswordInput
                id={fieldId('password')}
                label={t('Your password')}
                required
                autoComplete="current-password"
                value={password}
                onChange={(event) => set('password', event.target.value)}
              />
              {mailCodeButton(t('I do not know my password: mail me a code'))}
            </>
          ) : (
            <>
              <p className="muted" role="status">
                {t('We mailed a 6-digit code to your account’s address. It works once, for 10 minutes.')}
              </p>
              <div className="field">
                <label htmlFor={fieldId('code')} className="field-label">
                  {t('Code from the mail')}
                </label>
                <input
                  id={fieldId('code')}
                  className="input"
                  required
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  value={code}
                  onChange={(event) => set('code', event.target.value.replace(/\D/g, ''))}
                />
              </div>
              <div className="form-actions">
                {mailCodeButton(t('Mail me a new code'))}
                <button type="button" className="button button-ghost" onClick={() => setMethod('password')}>
                  {t('Use my password instead')}
                </button>
              </div>
            </>
          )}
          {error ? <FormAlert tone="error">{error}</FormAlert> : null}
          <div className="form-actions">
            <SubmitButton busy={busy} busyLabel={t('Closing...')} className="button button-primary button-danger">
              {t('Close my account for good')}
            </SubmitButton>
            <button type="button" className="button button-ghost" onClick={() => setOpen(false)}>
              {t('Cancel')}
            </button>
          </div>
        </form>
      ) : (
        <div className="form-actions">
          <button type="button" className="button button-outline button-danger" onClick={() => setOpen(true)}>
            {t('Close my account')}
          </button>
        </div>
      )}
    </AccountCard>
  );
}
