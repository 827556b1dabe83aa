import { formatCedis } from '@shop/shared/money';
import type { Order } from '@shop/shared/orders/order';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { t } from '../../../i18n/i18n.ts';
import { ORDER_STATUS_LABELS } from '../../../lib/order-labels.ts';
import '../../../components/ui/status-badge.css';
import { Money } from '../../../components/ui/money.tsx';

/** Orders as short rows (dashboard Overview and Orders tab), each with a View Plan link. */
export function OrderRows({ orders, formatDay }: { orders: readonly Order[]; formatDay: (iso: string) => string }) {
  return (
    <ul className="order-rows">
      {orders.map((order) => (
        <li key={order.id} className="order-row">
          <span className="order-row-main">
            <strong>{order.plan_title}</strong>
            <span className="muted">
              {order.tier.charAt(0).toUpperCase()}
              {order.tier.slice(1)} · {formatDay(order.created_at)}
            </span>
          </span>
          <span className="order-row-side">
            {/* i18next-instrument-ignore-next-line */}
            <span className={`status-badge status-${order.status}`}>{t(ORDER_STATUS_LABELS[order.status])}</span>
            <strong>
              <Money>{formatCedis(order.amount)}</Money>
            </strong>
          </span>
          <Link to={paths.plan.getHref(order.plan_id)} className="link-arrow order-row-link">
            {t('View Plan')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
