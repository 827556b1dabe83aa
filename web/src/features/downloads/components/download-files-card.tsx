import type { Package } from '@shop/shared/plans/plan';
import { DocumentIcon, DownloadIcon } from '../../../components/ui/icons.tsx';
import { t } from '../../../i18n/i18n.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { TIER_LABELS } from '../../../lib/order-labels.ts';
import type { DownloadActions } from '../hooks/use-download-actions.ts';
import { type DownloadFile, groupByTier } from '../utils/download-files.ts';

interface DownloadFilesCardProps {
  /** The order's licence certificate, listed above the tiers. */
  certificate: DownloadFile | null;
  planTitle: string;
  packageType: Package;
  /** Already formatted in the reader's time zone. */
  expiryDate: string;
  files: readonly DownloadFile[];
  actions: DownloadActions;
}

function bulkZipLabel(bulk: DownloadActions['bulk']): string {
  if (bulk === 'zip-creating') return t('Creating ZIP...');
  if (bulk === 'zip-downloading') return t('Downloading...');
  return t('Download as ZIP');
}

/** The order's files under tier headings, each with its own download, and the two bulk buttons. */
export function DownloadFilesCard({
  certificate,
  planTitle,
  packageType,
  expiryDate,
  files,
  actions,
}: DownloadFilesCardProps) {
  const groups = groupByTier(files, packageType);
  const bulkBusy = actions.bulk !== 'idle';
  return (
    <section className="card download-card" aria-labelledby="download-card-heading">
      <div className="download-card-header">
        <div>
          <h2 id="download-card-heading">{planTitle}</h2>
          <dl className="download-facts">
            <div>
              <dt>{t('Package')}</dt>
              {/* i18next-instrument-ignore-next-line */}
              <dd>{t(TIER_LABELS[packageType])}</dd>
            </div>
            <div>
              <dt>{t('Expires')}</dt>
              <dd>{expiryDate}</dd>
            </div>
            <div>
              <dt>{t('Files')}</dt>
              {/* Every row below, the licence certificate too. */}
              <dd>{files.length + (certificate ? 1 : 0)}</dd>
            </div>
          </dl>
        </div>
        <div className="download-bulk">
          <button
            type="button"
            className="button button-primary button-small"
            disabled={bulkBusy}
            onClick={() => void actions.downloadAll()}
          >
            <DownloadIcon size={16} /> {actions.bulk === 'all' ? t('Downloading...') : t('Download All')}
          </button>
          <button
            type="button"
            className="button button-outline button-small"
            disabled={bulkBusy}
            onClick={() => void actions.downloadZip()}
          >
            {bulkZipLabel(actions.bulk)}
          </button>
        </div>
      </div>
      {actions.problem ? (
        <div className="download-problem" role="alert">
          {/* i18next-instrument-ignore-next-line */}
          <p>{t(actions.problem.message)}</p>
          {actions.problem.files.length > 0 ? (
            <ul>
              {actions.problem.files.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {certificate ? (
        <section className="tier-group" aria-labelledby="licence-heading">
          <h3 id="licence-heading">{t('Licence')}</h3>
          <ul className="file-list">
            <FileRow file={certificate} actions={actions} />
          </ul>
        </section>
      ) : null}
      {groups.map((group) => (
        <section key={group.tier} className="tier-group" aria-labelledby={`tier-${group.tier}`}>
          {/* i18next-instrument-ignore-next-line */}
          <h3 id={`tier-${group.tier}`}>{t(group.heading)}</h3>
          <ul className="file-list">
            {group.files.map((file) => (
              <FileRow key={file.path} file={file} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

/** The name with its version when it has one: two rows may carry the same name (a revision kept it). */
function versionedName(file: DownloadFile): string {
  return file.version ? `${file.name} (${t('Version {number}', { number: String(file.version) })})` : file.name;
}

/** One file with its own Download button. */
function FileRow({ file, actions }: { file: DownloadFile; actions: DownloadActions }) {
  const timeZone = useTimeZone();
  const busy = actions.busyFiles.has(file.path);
  return (
    <li className="file-row">
      <span className="file-icon" aria-hidden="true">
        <DocumentIcon size={20} />
      </span>
      <span className="file-text">
        <span className="file-name">
          {file.name}
          {file.version ? (
            <span className="file-version"> {t('Version {number}', { number: String(file.version) })}</span>
          ) : null}
        </span>
        {/* i18next-instrument-ignore-next-line */}
        <span className="file-type">{t(file.typeLabel)}</span>
        {file.updatedAt ? (
          <span className="file-updated">{t('Updated on {date}', { date: formatDate(file.updatedAt, timeZone) })}</span>
        ) : null}
      </span>
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={busy}
        aria-label={t('Download {name}', { name: versionedName(file) })}
        onClick={() => void actions.downloadFile(file)}
      >
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : <DownloadIcon size={16} />}
        <span className="file-button-text">{busy ? t('Downloading...') : t('Download')}</span>
      </button>
    </li>
  );
}
