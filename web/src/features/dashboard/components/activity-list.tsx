import type { ActivityEntry } from '@shop/shared/orders/user-analytics';
import { Link } from 'react-router-dom';
import { CardIcon, DownloadIcon, HeartIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { activityText, newestFirst } from '../utils/activity.ts';

const ICONS = { purchase: CardIcon, favorite: HeartIcon, download: DownloadIcon } as const;

/** The Activity tab: the person's purchases, saved plans and downloads, newest first. */
export function ActivityList({
  entries,
  formatTime,
}: {
  entries: readonly ActivityEntry[];
  formatTime: (iso: string) => string;
}) {
  return (
    <ol className="activity-list">
      {newestFirst(entries).map((entry) => {
        const Icon = ICONS[entry.kind];
        const target =
          entry.kind === 'download' && entry.orderId
            ? paths.userDownload.getHref(entry.orderId)
            : paths.plan.getHref(entry.planId);
        return (
          <li key={`${entry.kind}-${entry.at}-${entry.planId}`} className={`activity activity-${entry.kind}`}>
            <span className="activity-icon" aria-hidden="true">
              <Icon size={18} />
            </span>
            <span className="activity-text">
              <Link to={target}>{activityText(entry)}</Link>
              <time dateTime={entry.at}>{formatTime(entry.at)}</time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
