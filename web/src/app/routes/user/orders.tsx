import { REQUEST_ACTION_LABELS } from '@shop/shared/requests/request-labels';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { OfflineNotice } from '../../../components/ui/offline-notice.tsx';
import { paths } from '../../../config/paths.ts';
import { getOrdersQueryOptions, toOrderViews } from '../../../features/orders/api/get-orders.ts';
import { OrdersOverview } from '../../../features/orders/components/orders-overview.tsx';
import type { OrderView } from '../../../features/orders/utils/order-view.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { offlineCopyShownSince } from '../../../lib/offline-copies.ts';
import { LoadStates } from './load-error.tsx';

/** /user/orders: stats, tabs, search, filter, order cards, downloads, invoices. */
export function OrdersRoute() {
  useDocumentMeta(t('My Orders'));
  const { user } = useAuth();
  const timeZone = useTimeZone();
  const navigate = useNavigate();
  const ordersQuery = useQuery({
    ...getOrdersQueryOptions(user?.id ?? ''),
    enabled: Boolean(user),
    select: toOrderViews,
  });
  const formatOrderDate = (iso: string) => formatDate(iso, timeZone, { dateStyle: 'medium' });

  // The invoice is a page of its own (print it, or keep it as a PDF), not a window that closes itself.
  const openInvoice = (order: OrderView) => navigate(paths.userInvoice.getHref(order.id));
  const keptSince = ordersQuery.data ? offlineCopyShownSince(user?.id ?? '', 'orders') : null;

  return (
    <>
      <AccountPageHeader title={t('My Orders')} lead={t('Your plan purchases, their status and downloads.')} />
      <p>
        <Link to={paths.userRequests.getHref()}>{REQUEST_ACTION_LABELS[currentLanguage()].myRequests}</Link>
      </p>
      <LoadStates query={ordersQuery} loading={t('Loading your orders...')} what={t('your orders')} inCard />
      {keptSince ? (
        <OfflineNotice>
          {t('You are offline. These are your orders as they were on {date}.', {
            date: formatDate(keptSince, timeZone, { dateStyle: 'medium', timeStyle: 'short' }),
          })}
        </OfflineNotice>
      ) : null}
      {ordersQuery.data ? (
        <OrdersOverview orders={ordersQuery.data} formatOrderDate={formatOrderDate} onInvoice={openInvoice} />
      ) : null}
    </>
  );
}
