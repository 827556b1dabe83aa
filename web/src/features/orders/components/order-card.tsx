import { formatAreaIn, formatCedisIn } from '@shop/shared/i18n/format';
import { INVOICED_STATUSES } from '@shop/shared/orders/order';
import { REQUEST_ACTION_LABELS } from '@shop/shared/requests/request-labels';
import { AreaIcon, BathIcon, BedIcon, DownloadIcon, EyeIcon } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { packageLabel, STATUS_LABELS, TYPE_LABELS } from '../utils/order-labels.ts';
import { statusOf } from '../utils/order-stats.ts';
import type { OrderView } from '../utils/order-view.ts';
import { GiftStatus } from './gift-status.tsx';
import { OrderImage } from './order-image.tsx';
import { RefundRequest } from './refund-request.tsx';
import '../../../components/ui/status-badge.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { Money } from '../../../components/ui/money.tsx';

/**
 * One order: picture, title, package, date, status, amount, plan
 * facts, and View Details, Download (completed orders only) and Invoice.
 */
export function OrderCard({ order, date, onInvoice }: { order: OrderView; date: string; onInvoice: () => void }) {
  const status = statusOf(order);
  const { user } = useAuth();
  // A gift's files are the recipient's, its invoice the giver's (decision 0055).
  const isGiver = !!order.gift && order.gift.giverId === user?.id;
  const canDownload = status === 'completed' && !isGiver;
  const canInvoice = !order.gift || isGiver;
  return (
    <article className="media-card order-card" aria-labelledby={`order-${order.id}`}>
      <OrderImage url={order.image} title={order.planTitle} />
      <div className="order-body">
        <div className="order-top">
          <div>
            <h3 id={`order-${order.id}`}>{order.planTitle}</h3>
            <p className="order-meta">
              {order.isService ? t('Service quote') : packageLabel(order.packageType)} · {date} ·{' '}
              <span className="order-id">#{order.id.slice(-8)}</span>
            </p>
          </div>
          <div className="order-price">
            {/* i18next-instrument-ignore-next-line */}
            <span className={`status-badge status-${status}`}>{t(STATUS_LABELS[status])}</span>
            <strong>
              <Money>{formatCedisIn(order.amount, currentLanguage())}</Money>
            </strong>
            {order.promotion ? (
              <span className="order-discount">
                {t('Promotion code {code}: you saved {amount}', {
                  code: order.promotion.code,
                  amount: formatCedisIn(order.promotion.saved, currentLanguage()),
                })}
              </span>
            ) : null}
          </div>
        </div>
        <ul className="order-facts">
          {/* i18next-instrument-ignore-next-line */}
          {order.planType ? <li>{t(TYPE_LABELS[order.planType] ?? order.planType)}</li> : null}
          {order.bedrooms !== null ? (
            <li>
              <BedIcon size={16} /> {t('{count} bed', { count: order.bedrooms })}
            </li>
          ) : null}
          {order.bathrooms !== null ? (
            <li>
              <BathIcon size={16} /> {t('{count} bath', { count: order.bathrooms })}
            </li>
          ) : null}
          {order.areaSqm !== null ? (
            <li>
              <AreaIcon size={16} /> {formatAreaIn(order.areaSqm, currentLanguage())} m²
            </li>
          ) : null}
        </ul>
        {order.gift ? <GiftStatus orderId={order.id} gift={order.gift} isGiver={isGiver} /> : null}
        <div className="order-actions">
          {/* A paid quote's details are its request's thread; any other order's are its plan's page. */}
          <ButtonLink
            to={order.requestId ? paths.userRequest.getHref(order.requestId) : paths.plan.getHref(order.planId)}
            variant="outline"
            size="small"
          >
            <EyeIcon size={16} /> {t('View Details')}
          </ButtonLink>
          {canDownload ? (
            <ButtonLink to={paths.userDownload.getHref(order.id)} variant="primary" size="small">
              <DownloadIcon size={16} /> {t('Download')}
            </ButtonLink>
          ) : null}
          {status === 'completed' && order.packageType !== 'premium' && !order.gift && !order.requestId ? (
            // The plan page's upgrade offer (decision 0054): the server prices it from what the buyer holds.
            <ButtonLink to={`${paths.plan.getHref(order.planId)}#plan-extras`} variant="outline" size="small">
              {t('Upgrade')}
            </ButtonLink>
          ) : null}
          {status === 'completed' && !isGiver && !order.requestId ? (
            <ButtonLink to={paths.requestNew.getHref({ order: order.id })} variant="outline" size="small">
              {REQUEST_ACTION_LABELS[currentLanguage()][order.packageType === 'premium' ? 'customize' : 'quote']}
            </ButtonLink>
          ) : null}
          {canInvoice ? (
            <button type="button" className="button button-ghost button-small" onClick={onInvoice}>
              {/* An order never paid has no invoice: its page shows the payment attempt. */}
              {INVOICED_STATUSES.includes(status) ? t('Invoice') : t('Payment attempt')}
            </button>
          ) : null}
        </div>
        <RefundRequest order={order} />
      </div>
    </article>
  );
}
