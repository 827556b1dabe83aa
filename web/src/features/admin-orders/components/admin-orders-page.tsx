import { type AdminOrderSort, AMOUNT_SORT_WINDOW, ordersExportFileName } from '@shop/shared/admin/orders';
import { useMemo, useState } from 'react';
import { AdminListToolbar, AdminSelect } from '../../../components/admin/admin-list-toolbar.tsx';
import { AdminPage } from '../../../components/admin/admin-page-header.tsx';
import { AdminListStates, listLoad } from '../../../components/admin/admin-states.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { useDebouncedCallback } from '../../../hooks/use-debounced-callback.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useFileSave } from '../../../lib/save-blob.ts';
import { fetchOrdersCsv, useAdminOrders } from '../api/orders.ts';
import { ORDER_SORTS, ORDER_STATUS_FILTERS, type OrderStatusFilter, orderFilters } from '../utils/order-list.ts';
import { OrderActionsDialog } from './order-actions-dialog.tsx';
import { OrdersTable } from './orders-table.tsx';

/**
 * /admin/orders: every buyer's orders with the payment-status filter, the four sorts and a search (plan, user,
 * email or reference), all applied by the server across every order; Load More pages on; Export Orders downloads
 * the CSV of what the filters match.
 */
export function AdminOrdersPage() {
  const showToast = useToast();
  const timeZone = useTimeZone();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatusFilter>('all');
  const [sort, setSort] = useState<AdminOrderSort>('newest');
  const csv = useFileSave<'csv'>((error) =>
    showToast({
      title: 'Failed to export orders',
      description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
    }),
  );
  const exporting = csv.saving !== null;
  const [managed, setManaged] = useState<string | null>(null);
  const { role } = useAuth();
  const commitSearch = useDebouncedCallback(setSearch, 300);

  const filters = useMemo(() => orderFilters({ status, sort, search }), [status, sort, search]);
  const orders = useAdminOrders(filters);
  const rows = useMemo(() => orders.data?.pages.flatMap((page) => page.orders) ?? [], [orders.data]);
  const truncated = orders.data?.pages.some((page) => page.truncated) ?? false;
  // Read from the current rows, so the dialog shows the order as the last refetch left it.
  const managedOrder = rows.find((row) => row.id === managed);
  const filtered = status !== 'all' || search.trim() !== '';

  const exportOrders = () => csv.save('csv', () => fetchOrdersCsv(filters), ordersExportFileName(new Date()));

  return (
    <AdminPage
      title="Orders"
      summary="Every order with its payment status, searchable and sortable."
      actions={
        <button
          type="button"
          className="button button-primary"
          onClick={() => void exportOrders()}
          disabled={exporting}
          aria-busy={exporting}
        >
          {exporting ? 'Exporting...' : 'Export Orders'}
        </button>
      }
    >
      <AdminListToolbar
        search={{
          label: 'Search orders',
          placeholder: 'Plan, buyer email or reference',
          value: typed,
          onChange: (value) => {
            setTyped(value);
            commitSearch.schedule(value);
          },
        }}
      >
        <AdminSelect
          label="Filter by payment status"
          value={status}
          onChange={setStatus}
          options={ORDER_STATUS_FILTERS}
        />
        <AdminSelect label="Sort orders" value={sort} onChange={setSort} options={ORDER_SORTS} />
      </AdminListToolbar>
      {truncated ? (
        <p className="admin-note">
          Amount sorts rank the newest {AMOUNT_SORT_WINDOW.toLocaleString('en-GB')} matching orders; narrow the filters
          to rank older ones.
        </p>
      ) : null}
      <AdminListStates
        {...listLoad(orders)}
        failed={orders.isError && rows.length === 0}
        empty={rows.length === 0 && !orders.hasNextPage}
        loading="Loading orders..."
        failure="Failed to load orders"
        emptyState={{
          title: 'No Orders Found',
          text: filtered
            ? 'Try adjusting your search or filters.'
            : 'Orders will appear here once customers buy plans.',
        }}
      >
        {rows.length > 0 ? (
          <OrdersTable orders={rows} timeZone={timeZone} onManage={(order) => setManaged(order.id)} />
        ) : (
          <p className="admin-note">No matching orders among those searched so far.</p>
        )}
        <LoadMore
          pages={orders}
          wrapClassName="admin-load-more"
          label="Load More Orders"
          busyLabel="Loading More Orders"
        />
      </AdminListStates>
      {managedOrder ? (
        <OrderActionsDialog
          order={managedOrder}
          timeZone={timeZone}
          superAdmin={role === 'super_admin'}
          onClose={() => setManaged(null)}
        />
      ) : null}
    </AdminPage>
  );
}
