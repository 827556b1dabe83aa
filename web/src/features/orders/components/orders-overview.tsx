import { useId, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons.tsx';
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
import { EmptyState } from './empty-state.tsx';
import { OrderCard } from './order-card.tsx';
import '../orders.css';
import { formatCedisIn } from '@shop/shared/i18n/format';
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

  const focusTab = (index: number) => {
    const next = ORDER_TABS[(index + ORDER_TABS.length) % ORDER_TABS.length];
    if (!next) return;
    setTab(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };

  return (
    <>
      <dl className="stat-grid orders-stats">
        {[
          { label: t('Total Orders'), value: String(stats.totalOrders) },
          { label: t('Completed'), value: String(stats.completed) },
          { label: t('Processing'), value: String(stats.processing) },
          { label: t('Total Spent'), value: formatCedisIn(stats.totalSpent, currentLanguage()) },
        ].map((item) => (
          <div key={item.label} className="stat-card">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>

      <div className="orders-toolbar">
        <div className="section-tabs orders-tabs" role="tablist" aria-label={t('Orders by status')}>
          {ORDER_TABS.map((item, index) => (
            <button
              key={item.id}
              id={`${baseId}-tab-${item.id}`}
              type="button"
              role="tab"
              className="tab"
              aria-selected={tab === item.id}
              aria-controls={`${baseId}-panel`}
              tabIndex={tab === item.id ? 0 : -1}
              onClick={() => setTab(item.id)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight') focusTab(index + 1);
                if (event.key === 'ArrowLeft') focusTab(index - 1);
              }}
            >
              {t(item.label)} <span className="tab-count">({counts[item.id]})</span>
            </button>
          ))}
        </div>
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
            <select
              className="select"
              value={status}
              onChange={(event) => setStatus(event.target.value as StatusFilter)}
            >
              {STATUS_FILTERS.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.id === 'all' ? t('All statuses') : t(item.label)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={`${baseId}-tab-${tab}`} className="orders-list">
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
