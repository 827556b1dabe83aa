import { adLinkHref, isAdLive } from '@shop/shared/storefront/ad-display';
import type { Ad } from '@shop/shared/storefront/ads';
import {
  AdminEditDelete,
  AdminMediaCell,
  AdminTable,
  AdminTableSwitch,
} from '../../../components/admin/admin-table.tsx';
import { dateSpan } from '../../../components/admin/date-span.ts';
import { AD_POSITION_LABELS, AD_TYPE_LABELS } from '../utils/ad-labels.ts';
import { formatCtr } from '../utils/ad-list.ts';

interface AdsTableProps {
  ads: readonly Ad[];
  timeZone: string;
  pendingIds: ReadonlySet<string>;
  onToggleActive: (ad: Ad) => void;
  onEdit: (ad: Ad) => void;
  onDelete: (ad: Ad) => void;
}

/** Columns Ad Details, Type, Position, Status, Performance, Schedule, Actions. */
export function AdsTable({ ads, timeZone, pendingIds, onToggleActive, onEdit, onDelete }: AdsTableProps) {
  const now = new Date();
  return (
    <AdminTable columns={['Ad Details', 'Type', 'Position', 'Status', 'Performance', 'Schedule', 'Actions']}>
      {ads.map((ad) => (
        <tr key={ad.id}>
          <td>
            <AdminMediaCell image={ad.image_url} title={ad.title}>
              {ad.description ? (
                <span className="admin-cell-sub admin-clamp admin-ad-description">{ad.description}</span>
              ) : null}
            </AdminMediaCell>
          </td>
          <td data-label="Type">{AD_TYPE_LABELS[ad.type]}</td>
          <td data-label="Position" className="admin-nowrap">
            {AD_POSITION_LABELS[ad.position]}
          </td>
          <td data-label="Status">
            <AdminTableSwitch
              checked={ad.is_active}
              pending={pendingIds.has(ad.id)}
              onToggle={() => onToggleActive(ad)}
            >
              <span className={`admin-status admin-status-${ad.is_active ? 'active' : 'inactive'}`}>
                {ad.is_active ? 'Active' : 'Inactive'}
                <span className="visually-hidden">: {ad.title}</span>
              </span>
            </AdminTableSwitch>
          </td>
          <td data-label="Performance" className="admin-nowrap">
            <span className="admin-cell-sub">{ad.impressions.toLocaleString('en-GB')} impressions</span>
            <span className="admin-cell-sub">{ad.clicks.toLocaleString('en-GB')} clicks</span>
            <span className="admin-ctr">CTR {formatCtr(ad)}</span>
          </td>
          <td data-label="Schedule">
            {dateSpan(ad.start_date, ad.end_date, timeZone)}
            {ad.is_active && !isAdLive(ad, now) ? (
              <span className="admin-cell-sub">Outside its schedule: not shown now</span>
            ) : null}
          </td>
          <td>
            <div className="admin-row-actions admin-row-actions-stacked">
              {ad.link_url ? (
                <a
                  className="button button-ghost button-small"
                  href={adLinkHref(ad.link_url)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Open<span className="visually-hidden"> link of {ad.title} in a new tab</span>
                </a>
              ) : null}
              <AdminEditDelete name={ad.title} onEdit={() => onEdit(ad)} onDelete={() => onDelete(ad)} />
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
