import { formatAreaIn, formatCedisWithPesewasIn } from '@shop/shared/i18n/format';
import { orderTax, taxOf } from '@shop/shared/invoices/tax';
import { INVOICED_STATUSES, type Order } from '@shop/shared/orders/order';
import { discountLine } from '@shop/shared/promotions/discount-line';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { AccountPageHeader } from '../../../components/layouts/account-page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { InvoiceSheet } from '../../../features/invoices/components/invoice-sheet.tsx';
import { PaymentAttempt } from '../../../features/invoices/components/payment-attempt.tsx';
import type { Invoice } from '../../../features/invoices/utils/invoice.ts';
import { getOrdersQueryOptions } from '../../../features/orders/api/get-orders.ts';
import { packageLabel, STATUS_LABELS } from '../../../features/orders/utils/order-labels.ts';
import { useDocumentMeta } from '../../../hooks/use-document-meta.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { msg } from '../../../i18n/msg.ts';
import { useTimeZone } from '../../../lib/account-preferences.tsx';
import { useAuth } from '../../../lib/auth-context.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { LoadError } from './load-error.tsx';

const CHANNELS: Record<string, string> = { card: msg('Card'), mobile_money: msg('Mobile money') };

function toInvoice(order: Order, buyer: { name: string; email: string }, timeZone: string): Invoice {
  const language = currentLanguage();
  const money = (pesewas: number) => formatCedisWithPesewasIn(pesewas / 100, language);
  // The order's frozen tax: the same net, lines and total as the PDF, the CSV and the analytics.
  const tax = orderTax(order);
  const billing = order.billing ?? { name: order.licenceName ?? buyer.name };
  const discount = discountLine(order);
  return {
    number: order.invoice_number ?? '',
    date: formatDate(order.paid_at ?? order.created_at, timeZone, { dateStyle: 'medium' }),
    billTo: [
      billing.name,
      billing.company ?? '',
      ...(billing.address ?? '').split(/\r?\n/),
      billing.tax_number ? `${t('Tax number')}: ${billing.tax_number}` : '',
    ].filter((line) => line.trim()),
    customerEmail: order.user_email || buyer.email,
    status: t(STATUS_LABELS[order.status]),
    paymentReference: order.reference,
    paymentMethod: `Paystack${order.channel ? ` (${t(CHANNELS[order.channel] ?? order.channel)})` : ''}`,
    planTitle: order.plan_title,
    packageName: packageLabel(order.package_type),
    bedrooms: order.bedrooms,
    bathrooms: order.bathrooms,
    area: `${formatAreaIn(order.area_sqm, language)} m²`,
    net: money(tax.net_pesewas),
    ...(discount
      ? {
          discount: {
            code: discount.code,
            listNet: money(discount.list_net_pesewas),
            amount: money(discount.discount_net_pesewas),
          },
        }
      : {}),
    taxLines: tax.lines.map((line) => [`${line.name} (${line.rate_percent}%)`, money(line.amount_pesewas)]),
    amount: money(tax.net_pesewas + taxOf(tax)),
    refund:
      order.status === 'refunded'
        ? {
            date: formatDate(order.refunded_at ?? order.created_at, timeZone, { dateStyle: 'medium' }),
            creditNote: order.credit_note_number ?? null,
          }
        : undefined,
  };
}

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
      {orders.isPending ? <Spinner label={t('Loading your invoice...')} /> : null}
      {orders.isError ? (
        <section className="card">
          <LoadError what={t('your invoice')} onRetry={() => void orders.refetch()} />
        </section>
      ) : null}
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
            state: t(STATUS_LABELS[order.status]),
            reason: order.failure_reason,
            reference: order.reference,
          }}
        />
      ) : null}
    </>
  );
}
