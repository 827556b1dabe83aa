import type { AdminOrderRow } from '@shop/shared/admin/orders';
import { formatCedisWithPesewas } from '@shop/shared/money';
import { AdminTable } from '../../../components/admin/admin-table.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { packageLabel, STATUS_LABELS, shortOrderId } from '../utils/order-list.ts';

interface OrdersTableProps {
  orders: readonly AdminOrderRow[];
  timeZone: string;
  /** Opens the order's staff actions (refund, extend, resend) for completed and refunded orders. */
  onManage: (order: AdminOrderRow) => void;
}

/** Columns Order, Plan, Buyer, Package, Amount, Status, Date; the full id, reference and user id as titles. */
export function OrdersTable({ orders, timeZone, onManage }: OrdersTableProps) {
  return (
    <AdminTable columns={['Order', 'Plan', 'Buyer', 'Package', 'Amount', 'Status', 'Date', { hidden: 'Actions' }]}>
      {orders.map((order) => (
        <tr key={order.id}>
          <td>
            <span className="admin-cell-title admin-nowrap" title={order.id}>
              {shortOrderId(order.id)}
            </span>
            <span className="admin-cell-sub" title={order.reference}>
              {order.download_count === 1 ? '1 download' : `${order.download_count} downloads`}
            </span>
          </td>
          <td data-label="Plan">
            <span className="admin-cell-title">{order.plan_title}</span>
            <span className="admin-cell-sub">{order.plan_id}</span>
          </td>
          <td data-label="Buyer">
            <span title={order.user_id}>{order.user_email || order.user_id}</span>
          </td>
          <td data-label="Package">{packageLabel(order.package_type)}</td>
          <td data-label="Amount" className="admin-nowrap">
            {formatCedisWithPesewas(order.amount)}
            {order.promotion_code ? (
              <span className="admin-cell-sub">
                {order.promotion_code} −{formatCedisWithPesewas(order.discount ?? 0)} before tax
              </span>
            ) : null}
          </td>
          <td data-label="Status">
            <span className={`admin-status admin-status-${order.status}`}>{STATUS_LABELS[order.status]}</span>
            {order.dispute_status === 'open' ? <span className="admin-cell-sub">Disputed</span> : null}
            {order.refund_request?.status === 'pending' ? (
              <span className="admin-cell-sub">Refund requested</span>
            ) : null}
          </td>
          <td data-label="Date" className="admin-nowrap">
            {formatDate(order.created_at, timeZone, { dateStyle: 'medium', timeStyle: 'short' })}
          </td>
          <td data-label="Actions">
            {order.status === 'completed' || order.status === 'refunded' ? (
              <button
                type="button"
                className="button button-outline button-small"
                aria-label={`Manage order ${shortOrderId(order.id)}`}
                onClick={() => onManage(order)}
              >
                Manage
              </button>
            ) : null}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
