import type { OrderStatus } from '@shop/shared/orders/order';
import type { Package } from '@shop/shared/plans/plan';
import { msg } from '../i18n/msg.ts';

/**
 * How an order's status and package read on screen, the same everywhere (account, checkout and admin): "Failed",
 * "Basic". Apart from labels.ts, which the plan cards of the first screen read, so its French loads with the
 * screens that show orders (the second catalog).
 */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: msg('Pending'),
  processing: msg('Processing'),
  completed: msg('Completed'),
  cancelled: msg('Cancelled'),
  failed: msg('Failed'),
  refunded: msg('Refunded'),
};

export const TIER_LABELS: Record<Package, string> = {
  basic: msg('Basic'),
  standard: msg('Standard'),
  premium: msg('Premium'),
};
