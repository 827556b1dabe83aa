import { formatCedis } from '@shop/shared/money';
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
          { label: 'Total Orders', value: String(stats.totalOrders) },
          { label: 'Completed', value: String(stats.completed) },
          { label: 'Processing', value: String(stats.processing) },
          { label: 'Total Spent', value: formatCedis(stats.totalSpent) },
        ]}
      />

      <div className="orders-toolbar">
        <Tabs
          id={baseId}
          label="Orders by status"
          className="section-tabs orders-tabs"
          tabs={ORDER_TABS.map((item) => ({
            id: item.id,
            label: (
              <>
                {item.label} <span className="tab-count">({counts[item.id]})</span>
              </>
            ),
          }))}
          active={tab}
          onChange={setTab}
          panels="one"
        />
        <div className="orders-filters">
          <label className="search-box orders-search">
            <span className="visually-hidden">Search orders</span>
            <SearchIcon size={18} className="search-box-icon" />
            <input
              type="search"
              className="input"
              placeholder="Search by plan name or order id"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="field orders-status">
            <span className="visually-hidden">Status</span>
            <Select
              value={status}
              onChange={(value) => setStatus(value)}
              options={STATUS_FILTERS.map((item) => ({
                id: item.id,
                label: item.id === 'all' ? 'All statuses' : item.label,
              }))}
            />
          </label>
        </div>
      </div>

      <div {...tabPanelProps(baseId, tab, 'one')} className="orders-list">
        {shown.length === 0 ? (
          <EmptyState
            title="No orders found"
            text={narrowed ? 'Try adjusting your search or filters' : "You haven't placed any orders yet"}
            action={{ label: 'Browse Plans', to: paths.plans.getHref() }}
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
