import { listOrdersRoute } from '@shop/shared/api/routes/list-orders';
import { giftState } from '@shop/shared/orders/gift';
import { type Order, QUOTE_ORDER_KIND, sellsPlan } from '@shop/shared/orders/order';
import { discountLine } from '@shop/shared/promotions/discount-line';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { withOfflineCopy } from '../../../lib/offline-copies.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { OrderView } from '../utils/order-view.ts';

/** A gift's side of the order. */
function giftViewOf(order: Order): OrderView['gift'] {
  const state = giftState(order);
  if (!order.gift || !state) return undefined;
  return {
    state,
    giverId: order.gift.giver_id,
    recipientName: order.gift.recipient_name,
    recipientEmail: order.gift.recipient_email,
    giverName: order.gift.giver_name,
  };
}

/** The code an order was paid with, and what it saved on what was paid (taxes in). */
function promotionViewOf(order: Order): OrderView['promotion'] {
  const line = discountLine(order);
  return line ? { code: line.code, saved: line.discount_gross_pesewas / 100 } : undefined;
}

/** The order as the cards read it; the order carries its own copy of the plan's facts from purchase time. */
export function toOrderView(order: Order): OrderView {
  const promotion = promotionViewOf(order);
  // A quote for one of the firm's services carries no plan: no facts to list.
  const plan = sellsPlan(order);
  return {
    id: order.id,
    status: order.status ?? order.payment_status,
    amount: order.amount,
    planTitle: order.plan_title,
    planId: order.plan_id,
    planType: order.plan_type,
    packageType: order.package_type,
    createdAt: order.created_at,
    image: order.image_url,
    bedrooms: plan ? order.bedrooms : null,
    bathrooms: plan ? order.bathrooms : null,
    areaSqm: plan ? order.area_sqm : null,
    paymentMethod: 'paystack',
    downloadCount: order.download_count,
    gift: giftViewOf(order),
    ...(promotion ? { promotion } : {}),
    ...(order.refund_request ? { refundRequest: order.refund_request } : {}),
    ...(order.kind === QUOTE_ORDER_KIND && order.request_id ? { requestId: order.request_id } : {}),
    ...(plan ? {} : { isService: true }),
  };
}

export const toOrderViews = (orders: readonly Order[]): OrderView[] => orders.map(toOrderView);

/**
 * The signed-in person's orders as the API gives them, newest first (pages pick their view with `select`).
 * Keyed under 'account' so signing out forgets them.
 */
export const getOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.account.orders(userId),
    // Without a network, the buyer's last list (kept for them in this browser) answers instead.
    queryFn: async ({ signal }) => {
      const { orders } = await withOfflineCopy(userId, 'orders', listOrdersRoute.response, () =>
        apiRequest(listOrdersRoute, { query: { userId }, signal }),
      );
      return [...orders].sort((a, b) => b.created_at.localeCompare(a.created_at));
    },
    networkMode: 'always',
  });
