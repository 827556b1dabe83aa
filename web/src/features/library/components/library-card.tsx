import type { LibraryEntry } from '@shop/shared/orders/library';
import type { Package } from '@shop/shared/plans/plan';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { DownloadIcon, EyeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { TIER_LABELS } from '../../../lib/order-labels.ts';

/**
 * One plan the buyer holds: its highest package, the licence's name, when its files were last revised, and either
 * the downloads (window open) or the button that reopens them, with the reopenings left this year.
 */
export function LibraryCard({
  entry,
  date,
  busy,
  onReopen,
}: {
  entry: LibraryEntry;
  date: (iso: string) => string;
  busy: boolean;
  onReopen: () => void;
}) {
  const headingId = `library-${entry.plan_id}`;
  return (
    <article className="media-card library-card" aria-labelledby={headingId}>
      <img className="library-image" src={entry.image_url} alt="" loading="lazy" width={160} height={110} />
      <div className="library-body">
        <h3 id={headingId}>{entry.plan_title}</h3>
        <ul className="library-facts">
          {/* i18next-instrument-ignore-next-line */}
          <li>{t('{name} Package', { name: t(TIER_LABELS[entry.package_type as Package]) })}</li>
          {entry.licence_name ? <li>{t('Licensed to {name}', { name: entry.licence_name })}</li> : null}
          <li>{t('Bought on {date}', { date: date(entry.purchased_at) })}</li>
          <li>
            {entry.revised_at ? t('Files updated on {date}', { date: date(entry.revised_at) }) : t('Files as bought')}
          </li>
        </ul>
        {entry.window_open ? (
          <p className="library-window">{t('Downloads open until {date}', { date: date(entry.expires_at ?? '') })}</p>
        ) : (
          <p className="library-window">
            {entry.expires_at ? t('Downloads closed on {date}.', { date: date(entry.expires_at) }) : null}{' '}
            {entry.reopen_refusal
              ? // i18next-instrument-ignore-next-line
                t(entry.reopen_refusal)
              : t('Free reopenings left this year: {count}', { count: entry.reopenings_left })}
          </p>
        )}
        <div className="library-actions">
          <ButtonLink to={paths.plan.getHref(entry.plan_id)} variant="outline" size="small">
            <EyeIcon size={16} /> {t('View Details')}
          </ButtonLink>
          {entry.window_open ? (
            <ButtonLink to={paths.userDownload.getHref(entry.order_id)} variant="primary" size="small">
              <DownloadIcon size={16} /> {t('Download')}
            </ButtonLink>
          ) : entry.reopen_refusal ? (
            <ButtonLink to={paths.contact.getHref()} variant="outline" size="small">
              {t('Contact us')}
            </ButtonLink>
          ) : (
            <button type="button" className="button button-primary button-small" disabled={busy} onClick={onReopen}>
              {busy ? t('Reopening...') : t('Reopen downloads for 7 days')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}
