import { formatCedisWithPesewasIn } from '@shop/shared/i18n/format-details';
import { INVOICED_STATUSES } from '@shop/shared/orders/order';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { InvoiceSheet } from '../../../features/invoices/components/invoice-sheet.tsx';
import { PaymentAttempt } from '../../../features/invoices/components/payment-attempt.tsx';
import { getOrdersQueryOptions } from '../../../features/orders/api/get-orders.ts';
import { packageLabel, STATUS_LABELS } from '../../../features/orders/utils/order-labels.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { LoadStates } from './load-error.tsx';
import { toInvoice } from './order-invoice.ts';

/** /user/orders/{orderId}/invoice: the order's invoice as a page to print or keep as a PDF. */
export function InvoiceRoute() {
  useDocumentMeta(t('Invoice'));
  const orderId = useParams().orderId ?? '';
  const { user, profile } = useAuth();
  const timeZone = useTimeZone();
  const orders = useQuery({ ...getOrdersQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  const order = orders.data?.find((candidate) => candidate.id === orderId);
  const name = [profile?.first_name, profile?.last_name].filter((part) => part?.trim()).join(' ');

  return (
    <>
      <Link to={paths.userOrders.getHref()} className="back-link">
        {t('← Back to Orders')}
      </Link>
      <AccountPageHeader title={t('Invoice')} lead={t('Print it or keep it as a PDF.')} />
      <LoadStates query={orders} loading={t('Loading your invoice...')} what={t('your invoice')} inCard />
      {orders.data && !order ? (
        <section className="card" role="alert">
          <h2>{t('Invoice not found')}</h2>
          <p className="muted">{t('This order is not one of yours, or it no longer exists.')}</p>
        </section>
      ) : null}
      {order && INVOICED_STATUSES.includes(order.status) ? (
        <InvoiceSheet orderId={order.id} invoice={toInvoice(order, { name, email: user?.email ?? '' }, timeZone)} />
      ) : null}
      {order && !INVOICED_STATUSES.includes(order.status) ? (
        <PaymentAttempt
          attempt={{
            planId: order.plan_id,
            planTitle: order.plan_title,
            packageName: packageLabel(order.package_type),
            amount: formatCedisWithPesewasIn(order.amount, currentLanguage()),
            when: formatDate(order.created_at, timeZone, { dateStyle: 'medium', timeStyle: 'short' }),
            // i18next-instrument-ignore-next-line
            state: t(STATUS_LABELS[order.status]),
            reason: order.failure_reason,
            reference: order.reference,
          }}
        />
      ) : null}
    </>
  );
}
