import type { DataExportFormat, ReviewChoice } from '@shop/shared/accounts/account-closure';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { closeAccount, fetchAccountData } from '../api/account-data.ts';

/** 'Your Data' on the profile: the buyer downloads everything the shop keeps about them. */
export function DownloadMyData() {
  const id = useId();
  const showToast = useToast();
  const [busy, setBusy] = useState<DataExportFormat | null>(null);

  const download = async (format: DataExportFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await fetchAccountData(format, currentLanguage());
      saveBlob(blob, fileName ?? `tema-house-plans-my-data.${format}`);
    } catch {
      showToast({ title: t('Your data could not be downloaded. Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <div className="card-header">
        <h2 id={`${id}-heading`}>{t('Your Data')}</h2>
      </div>
      <p className="muted card-text">
        {t(
          'Download everything we keep about you: your profile, orders and invoices, reviews, favourites, newsletter consent, settings and sign-in details.',
        )}
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="button button-outline"
          onClick={() => void download('html')}
          disabled={busy !== null}
          aria-busy={busy === 'html'}
        >
          {t('Download my data (readable page)')}
        </button>
        <button
          type="button"
          className="button button-outline"
          onClick={() => void download('json')}
          disabled={busy !== null}
          aria-busy={busy === 'json'}
        >
          {t('Download my data (JSON)')}
        </button>
      </div>
    </section>
  );
}

/** 'Close Account' on the profile: confirmed by the password on the server; the buyer chooses what becomes of reviews. */
export function CloseMyAccount({ onClosed }: { onClosed: () => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [reviews, setReviews] = useState<ReviewChoice>('keep');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await closeAccount(password, reviews);
      onClosed();
    } catch (cause) {
      setError(
        cause instanceof ApiError && cause.status === 400
          ? t('That password is not right. Your account was not closed.')
          : t('Your account could not be closed. Please try again.'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <div className="card-header">
        <h2 id={`${id}-heading`}>{t('Close Account')}</h2>
      </div>
      <p className="muted card-text">
        {t(
          'Closing your account deletes your sign-in, profile, pictures, favourites, settings and newsletter subscription. Orders and invoices are kept for our accounts with only what the law requires; licences you already have stay valid.',
        )}
      </p>
      {open ? (
        <form className="form-stack" onSubmit={submit} aria-label={t('Close Account')}>
          <fieldset className="field">
            <legend className="field-label">{t('Your reviews')}</legend>
            <label>
              <input
                type="radio"
                name={`${id}-reviews`}
                checked={reviews === 'keep'}
                onChange={() => setReviews('keep')}
              />{' '}
              {t('Keep them, shown as "Former customer"')}
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-reviews`}
                checked={reviews === 'remove'}
                onChange={() => setReviews('remove')}
              />{' '}
              {t('Remove them')}
            </label>
          </fieldset>
          <PasswordInput
            id={`${id}-password`}
            label={t('Your password')}
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
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
    </section>
  );
}
