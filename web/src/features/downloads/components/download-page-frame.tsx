import { BUSINESS } from '@shop/shared/business';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ClockIcon, DownloadIcon, HeadsetIcon, ShieldIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import '../../../components/layouts/account-areas.css';
import '../downloads.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { t } from '../../../i18n/i18n.ts';

/**
 * The download page around its file card: header, Back to Orders,
 * the Download Center badge, and the Download Security and Need Help? cards.
 */
export function DownloadPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="container download-page">
      <Link to={paths.userOrders.getHref()} className="back-link">
        {t('← Back to Orders')}
      </Link>
      <header className="download-header">
        <span className="badge download-badge">
          <DownloadIcon size={14} /> {t('Download Center')}
        </span>
        <h1>{t('Download Your Plans')}</h1>
        <p>{t('Your purchased plan files. Downloads are available for 7 days after purchase.')}</p>
      </header>
      <div className="download-grid">
        <div className="download-main">{children}</div>
        <aside className="download-aside">
          <section className="card" aria-labelledby="download-security-heading">
            <h2 id="download-security-heading" className="download-aside-title">
              <ShieldIcon size={20} /> {t('Download Security')}
            </h2>
            <ul className="download-points">
              <li>
                <ShieldIcon size={16} /> {t('Secure links, signed for your order only')}
              </li>
              <li>
                <ShieldIcon size={16} /> {t('Verified payment required')}
              </li>
              <li>
                <ClockIcon size={16} /> {t('7-day download window')}
              </li>
            </ul>
          </section>
          <section className="card" aria-labelledby="download-help-heading">
            <h2 id="download-help-heading" className="download-aside-title">
              <HeadsetIcon size={20} /> {t('Need Help?')}
            </h2>
            <p className="muted">
              {t('Trouble with a file? Write to')} <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>{' '}
              {t('or send us a message; we reply within {hours} hours.', { hours: BUSINESS.replyWithinHours })}
            </p>
            <ButtonLink to={paths.contact.getHref()} variant="outline" size="small">
              {t('Contact Support')}
            </ButtonLink>
          </section>
        </aside>
      </div>
    </div>
  );
}
