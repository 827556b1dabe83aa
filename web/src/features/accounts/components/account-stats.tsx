import { formatCedis } from '@shop/shared/money';
import { FactList } from '../../../components/ui/fact-list.tsx';
import type { AccountStats } from '../utils/account-stats.ts';

/** The four account figures, as a definition list so each number is read with its name. */
export function AccountStatsGrid({ stats }: { stats: AccountStats }) {
  const items = [
    { label: 'Total Orders', value: String(stats.totalOrders) },
    { label: 'Favorite Plans', value: String(stats.favoritePlans) },
    { label: 'Downloads', value: String(stats.downloads) },
    { label: 'Total Spent', value: formatCedis(stats.totalSpent) },
  ];
  return <FactList className="stat-grid" itemClassName="stat-card" facts={items} />;
}
