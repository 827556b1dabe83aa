import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '../../../i18n/i18n.ts';
import { useAuthDialog } from '../../../lib/auth-dialog.tsx';
import { DOWNLOAD_MESSAGES } from '../utils/download-messages.ts';

/**
 * A download link (from a mail, say) opened while signed out: says why a sign-in is needed and opens the sign-in
 * dialog, whose sign-in comes back to this very address, so the download opens where the buyer meant to go.
 */
export function SignInToDownload() {
  const { openFor } = useAuthDialog();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // i18next-instrument-ignore-next-line
  const purpose = { reason: t(DOWNLOAD_MESSAGES.signInText), returnTo: here };

  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per address, not on every render.
  useEffect(() => openFor(purpose), [here]);

  return (
    <section className="card download-message download-message-info" role="status">
      {/* i18next-instrument-ignore-next-line */}
      <h2>{t(DOWNLOAD_MESSAGES.signInTitle)}</h2>
      {/* i18next-instrument-ignore-next-line */}
      <p>{t(DOWNLOAD_MESSAGES.signInText)}</p>
      <div className="download-message-actions">
        <button type="button" className="button button-primary button-small" onClick={() => openFor(purpose)}>
          {t('Log In')}
        </button>
      </div>
    </section>
  );
}
