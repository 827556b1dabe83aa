import type { Package } from '@shop/shared/plans/plan';
import { t } from '../../../i18n/i18n.ts';
import { PLAN_TYPE_LABELS } from '../../../lib/labels.ts';
import { ORDER_STATUS_LABELS, TIER_LABELS } from '../../../lib/order-labels.ts';
import { type OrderLike, type OrderStatus, statusOf } from './order-stats.ts';

/** How statuses, plan types and packages read on order cards and invoices. */
export const STATUS_LABELS: Record<OrderStatus, string> = ORDER_STATUS_LABELS;

export const TYPE_LABELS: Record<string, string> = PLAN_TYPE_LABELS;

export function statusLabel(order: Pick<OrderLike, 'status'>): string {
  // i18next-instrument-ignore-next-line
  return t(STATUS_LABELS[statusOf(order)]);
}

export function packageLabel(pkg: string): string {
  const name = TIER_LABELS[pkg as Package];
  // i18next-instrument-ignore-next-line
  return name ? t('{name} Package', { name: t(name) }) : `${pkg.charAt(0).toUpperCase()}${pkg.slice(1)} Package`;
}
