import type { GiftState } from '@shop/shared/orders/gift';
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
  /** The promotion code the order was paid with and what it saved on the amount paid (cedis); absent without one. */
  promotion?: { code: string; saved: number };
  /** A gift's side as the viewer sees it (decision 0055); absent for a plain purchase. */
  gift?: OrderGiftView;
  /** A paid desk quote's request (its details live on the request's page); absent on other orders. */
  requestId?: string;
  /** A quote for one of the firm's services: no plan, no package to show. */
  isService?: boolean;
}

export interface OrderGiftView {
  state: GiftState;
  /** Who gave it: the viewer, or someone who gave it to them. */
  giverId: string;
  recipientName: string;
  recipientEmail: string;
  giverName: string;
}
