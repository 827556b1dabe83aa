import type { RefundRequestState } from '@shop/shared/orders/refund-request';
import type { Package, PlanType } from '@shop/shared/plans/plan';
import type { OrderLike } from './order-stats.ts';

/** An order as the orders screen shows it (the client-side view). */
export interface OrderView extends OrderLike {
  planId: string;
  planType: PlanType | null;
  packageType: Package;
  /** ISO time the order was placed. */
  createdAt: string;
  image: string;
  bedrooms: number | null;
  bathrooms: number | null;
  areaSqm: number | null;
  paymentMethod: 'paystack';
  downloadCount: number;
  /** The buyer's own refund request and where it stands; absent when none was made. */
  refundRequest?: RefundRequestState;
}
