import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';

/** A state of the download card that has no files to show (expired, invalid, not yet prepared, failed). */
export function DownloadMessage({
  title,
  text,
  tone = 'error',
  children,
}: {
  title: string;
  text: string;
  tone?: 'error' | 'info';
  children?: ReactNode;
}) {
  return (
    <section className={`card download-message download-message-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {/* i18next-instrument-ignore-next-line */}
      <h2>{t(title)}</h2>
      {/* i18next-instrument-ignore-next-line */}
      <p>{t(text)}</p>
      {children}
      <div className="download-message-actions">
        <ButtonLink to={paths.userOrders.getHref()} variant="primary" size="small">
          {t('Back to Orders')}
        </ButtonLink>
        <ButtonLink to={paths.contact.getHref()} variant="outline" size="small">
          {t('Contact Support')}
        </ButtonLink>
      </div>
    </section>
  );
}
