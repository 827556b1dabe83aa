import { useId, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FactList } from '../../../components/ui/fact-list.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs, tabPanelProps } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import {
  filterOrders,
  ORDER_TABS,
  type OrderTab,
  orderStats,
  STATUS_FILTERS,
  type StatusFilter,
  tabCounts,
} from '../utils/order-stats.ts';
import type { OrderView } from '../utils/order-view.ts';
import { OrderCard } from './order-card.tsx';
import '../orders.css';
import { formatCedisIn } from '@shop/shared/i18n/format';
import { Money } from '../../../components/ui/money.tsx';
import { currentLanguage, t } from '../../../i18n/i18n.ts';

interface OrdersOverviewProps {
  orders: readonly OrderView[];
  formatOrderDate: (iso: string) => string;
  onInvoice: (order: OrderView) => void;
}

/** /user/orders below its header: stat cards, tabs with counts, search, status filter and the order cards. */
export function OrdersOverview({ orders, formatOrderDate, onInvoice }: OrdersOverviewProps) {
  const baseId = useId();
  const [tab, setTab] = useState<OrderTab>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');

  const stats = orderStats(orders);
  const counts = tabCounts(orders);
  const shown = filterOrders(orders, { tab, status, search });
  const narrowed = tab !== 'all' || status !== 'all' || search.trim() !== '';

  return (
    <>
      <FactList
        className="stat-grid orders-stats"
        itemClassName="stat-card"
        facts={[
          { label: t('Total Orders'), value: String(stats.totalOrders) },
          { label: t('Completed'), value: String(stats.completed) },
          { label: t('Processing'), value: String(stats.processing) },
          { label: t('Total Spent'), value: <Money>{formatCedisIn(stats.totalSpent, currentLanguage())}</Money> },
        ]}
      />

      <div className="orders-toolbar">
        <Tabs
          id={baseId}
          label={t('Orders by status')}
          className="section-tabs orders-tabs"
          tabs={ORDER_TABS.map((item) => ({
            id: item.id,
            label: (
              <>
                {/* i18next-instrument-ignore-next-line */}
                {t(item.label)} <span className="tab-count">({counts[item.id]})</span>
              </>
            ),
          }))}
          active={tab}
          onChange={setTab}
          panels="one"
        />
        <div className="orders-filters">
          <label className="search-box orders-search">
            <span className="visually-hidden">{t('Search orders')}</span>
            <SearchIcon size={18} className="search-box-icon" />
            <input
              type="search"
              className="input"
              placeholder={t('Search by plan name or order id')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="field orders-status">
            <span className="visually-hidden">{t('Status')}</span>
            <Select
              value={status}
              onChange={(value) => setStatus(value)}
              options={STATUS_FILTERS.map((item) => ({
                id: item.id,
                // i18next-instrument-ignore-next-line
                label: item.id === 'all' ? t('All statuses') : t(item.label),
              }))}
            />
          </label>
        </div>
      </div>

      <div {...tabPanelProps(baseId, tab, 'one')} className="media-card-list orders-list">
        {shown.length === 0 ? (
          <EmptyState
            title={t('No orders found')}
            text={narrowed ? t('Try adjusting your search or filters') : t("You haven't placed any orders yet")}
            action={{ label: t('Browse Plans'), to: paths.plans.getHref() }}
          />
        ) : (
          shown.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              date={formatOrderDate(order.createdAt)}
              onInvoice={() => onInvoice(order)}
            />
          ))
        )}
      </div>
    </>
  );
}
