import { formatCedis } from '@shop/shared/money';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { invoiceNumber, printInvoice } from '../../../features/invoices/utils/invoice.ts';
import { getOrdersQueryOptions, toOrderViews } from '../../../features/orders/api/get-orders.ts';
import { OrdersOverview } from '../../../features/orders/components/orders-overview.tsx';
import { packageLabel, statusLabel } from '../../../features/orders/utils/order-labels.ts';
import type { OrderView } from '../../../features/orders/utils/order-view.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { LoadError } from './load-error.tsx';

/** /user/orders (user-and-admin.md section 2): stats, tabs, search, filter, order cards, downloads, invoices. */
export function OrdersRoute() {
  useDocumentMeta('My Orders');
  const { user } = useAuth();
  const timeZone = useTimeZone();
  const showToast = useToast();
  const ordersQuery = useQuery({
    ...getOrdersQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
    select: toOrderViews,
  });
  const formatOrderDate = (iso: string) => formatDate(iso, timeZone, { dateStyle: 'medium' });

  const openInvoice = (order: OrderView) => {
    const opened = printInvoice({
      number: invoiceNumber(order.id),
      date: formatOrderDate(order.createdAt),
      customer: user?.email ?? '',
      status: statusLabel(order),
      planTitle: order.planTitle,
      packageName: packageLabel(order.packageType),
      bedrooms: order.bedrooms ?? 0,
      bathrooms: order.bathrooms ?? 0,
      area: order.areaSqm === null ? '' : `${order.areaSqm} m²`,
      amount: formatCedis(order.amount),
    });
    if (!opened) showToast({ title: 'Invoice', description: 'Please allow pop-ups for this site to see the invoice.' });
  };

  return (
    <>
      <header className="account-page-header">
        <div>
          <h1>My Orders</h1>
          <p>Your plan purchases, their status and downloads.</p>
        </div>
      </header>
      {ordersQuery.isPending ? <Spinner label="Loading your orders..." /> : null}
      {ordersQuery.isError ? (
        <section className="card">
          <LoadError what="your orders" onRetry={() => void ordersQuery.refetch()} />
        </section>
      ) : null}
      {ordersQuery.data ? (
        <OrdersOverview orders={ordersQuery.data} formatOrderDate={formatOrderDate} onInvoice={openInvoice} />
      ) : null}
    </>
  );
}
