import type { OrderStatus } from '@shop/shared/orders/order';
import type { Package, PlanType } from '@shop/shared/plans/plan';
import { msg } from '../i18n/msg.ts';

/** How stored values read on screen, the same everywhere (shop, account and admin): "Failed", "Basic". */
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

export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  villa: msg('Villa'),
  bungalow: msg('Bungalow'),
  townhouse: msg('Townhouse'),
  duplex: msg('Duplex'),
  apartment: msg('Apartment'),
  commercial: msg('Commercial'),
};
