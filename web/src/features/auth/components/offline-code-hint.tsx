import { t } from '../../../i18n/i18n.ts';
import { isOfflineAuth } from '../../../lib/auth.ts';

/** Offline no mail leaves the machine: under a code field, where the emailed code can be found instead. */
export function OfflineCodeHint({ lead }: { lead: string }) {
  if (!isOfflineAuth()) return null;
  return (
    <p className="field-hint">
      {lead} <code>npm start</code> {t('and saved under')} <code>.local/mail/</code>.
    </p>
  );
}
