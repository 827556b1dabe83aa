import type { OrderStatus } from '@shop/shared/orders/order';
import type { Package, PlanType } from '@shop/shared/plans/plan';

/** How stored values read on screen, the same everywhere (shop, account and admin): "Failed", "Basic". */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const TIER_LABELS: Record<Package, string> = { basic: 'Basic', standard: 'Standard', premium: 'Premium' };

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  villa: 'Villa',
  bungalow: 'Bungalow',
  townhouse: 'Townhouse',
  duplex: 'Duplex',
  apartment: 'Apartment',
  commercial: 'Commercial',
};
