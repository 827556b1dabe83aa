import { FactList } from '../ui/fact-list.tsx';

/** The counts above an admin list, each in its stat box: '–' until the list has loaded. */
export function AdminStats({
  loaded,
  counts,
}: {
  loaded: boolean;
  counts: readonly { label: string; count: number }[];
}) {
  return (
    <FactList
      className="admin-stat-grid"
      itemClassName="admin-stat"
      facts={counts.map(({ label, count }) => ({ label, value: loaded ? count.toLocaleString('en-GB') : '–' }))}
    />
  );
}

/**
 * One figure in an admin stat grid (a `<dl className="admin-stat-grid">`), with a note under it (its change, what
 * it counts). Amounts shrink to fit half a phone's width; counts keep the full size.
 */
export function AdminStat({
  label,
  value,
  note,
  money = value.startsWith('₵'),
}: {
  label: string;
  value: string;
  note?: string | null;
  money?: boolean;
}) {
  return (
    <div className="admin-stat">
      <dt>{label}</dt>
      <dd className={money ? 'admin-stat-money' : undefined}>{value}</dd>
      {note ? <dd className="admin-stat-note">{note}</dd> : null}
    </div>
  );
}
