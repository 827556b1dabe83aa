import { formatCedisIn } from '@shop/shared/i18n/format';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { Money } from '../../../components/ui/money.tsx';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import type { AccountStats } from '../utils/account-stats.ts';

/** The four account figures, as a definition list so each number is read with its name. */
export function AccountStatsGrid({ stats }: { stats: AccountStats }) {
  const items = [
    { label: t('Total Orders'), value: String(stats.totalOrders) },
    { label: t('Favorite Plans'), value: String(stats.favoritePlans) },
    { label: t('Downloads'), value: String(stats.downloads) },
    { label: t('Total Spent'), value: <Money>{formatCedisIn(stats.totalSpent, currentLanguage())}</Money> },
  ];
  return <FactList className="stat-grid" itemClassName="stat-card" facts={items} />;
}
