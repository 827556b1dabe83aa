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
