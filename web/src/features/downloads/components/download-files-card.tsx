import type { Package } from '@shop/shared/plans/plan';
import { DocumentIcon, DownloadIcon } from '../../../components/ui/icons.tsx';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { formatDate } from '../../../lib/format-date.ts';
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

const PACKAGE_LABELS: Record<Package, string> = { basic: 'Basic', standard: 'Standard', premium: 'Premium' };

function bulkZipLabel(bulk: DownloadActions['bulk']): string {
  if (bulk === 'zip-creating') return 'Creating ZIP...';
  if (bulk === 'zip-downloading') return 'Downloading...';
  return 'Download as ZIP';
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
              <dt>Package</dt>
              <dd>{PACKAGE_LABELS[packageType]}</dd>
            </div>
            <div>
              <dt>Expires</dt>
              <dd>{expiryDate}</dd>
            </div>
            <div>
              <dt>Files</dt>
              <dd>{files.length}</dd>
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
            <DownloadIcon size={16} /> {actions.bulk === 'all' ? 'Downloading...' : 'Download All'}
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
          <p>{actions.problem.message}</p>
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
          <h3 id="licence-heading">Licence</h3>
          <ul className="file-list">
            <FileRow file={certificate} actions={actions} />
          </ul>
        </section>
      ) : null}
      {groups.map((group) => (
        <section key={group.tier} className="tier-group" aria-labelledby={`tier-${group.tier}`}>
          <h3 id={`tier-${group.tier}`}>{group.heading}</h3>
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
        <span className="file-name">{file.name}</span>
        <span className="file-type">{file.typeLabel}</span>
        {file.updatedAt ? (
          <span className="file-updated">Updated on {formatDate(file.updatedAt, timeZone)}</span>
        ) : null}
      </span>
      <button
        type="button"
        className="button button-ghost button-small"
        disabled={busy}
        aria-label={`Download ${file.name}`}
        onClick={() => void actions.downloadFile(file)}
      >
        {busy ? <span className="spinner spinner-small" aria-hidden="true" /> : <DownloadIcon size={16} />}
        <span className="file-button-text">{busy ? 'Downloading...' : 'Download'}</span>
      </button>
    </li>
  );
}
