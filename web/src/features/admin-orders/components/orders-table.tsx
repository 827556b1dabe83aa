import type { AdminOrderRow } from '@shop/shared/admin/orders';
import { formatCedisWithPesewas } from '@shop/shared/money';
import { formatDate } from '../../../lib/format-date.ts';
import { packageLabel, STATUS_LABELS, shortOrderId } from '../utils/order-list.ts';

interface OrdersTableProps {
  orders: readonly AdminOrderRow[];
  timeZone: string;
}

/** Columns Order, Plan, Buyer, Package, Amount, Status, Date; the full id, reference and user id as titles. */
export function OrdersTable({ orders, timeZone }: OrdersTableProps) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table-stacked">
        <thead>
          <tr>
            <th scope="col">Order</th>
            <th scope="col">Plan</th>
            <th scope="col">Buyer</th>
            <th scope="col">Package</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">Date</th>
          </tr>
        </thead>
        <tbody>
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
              </td>
              <td data-label="Status">
                <span className={`admin-status admin-status-${order.status}`}>{STATUS_LABELS[order.status]}</span>
              </td>
              <td data-label="Date" className="admin-nowrap">
                {formatDate(order.created_at, timeZone, { dateStyle: 'medium', timeStyle: 'short' })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
