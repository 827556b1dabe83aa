import { CURRENCY } from '@shop/shared/constants';
import type { StoredOrder } from '../../repositories/order-item.ts';
import { orderReference } from './order-reference.ts';

/** The plan's fields a pending order copies, so the order reads the same whatever the plan becomes. */
export interface PendingOrderPlan {
  id: StoredOrder['plan_id'];
  title: StoredOrder['plan_title'];
  plan_type: StoredOrder['plan_type'];
  bedrooms: StoredOrder['bedrooms'];
  bathrooms: StoredOrder['bathrooms'];
  area_sqm: StoredOrder['area_sqm'];
  image_url: StoredOrder['image_url'];
}

export interface PendingOrderInput {
  id: string;
  userId: string;
  email: StoredOrder['user_email'];
  plan: PendingOrderPlan;
  packageType: StoredOrder['package_type'];
  tax: NonNullable<StoredOrder['tax']>;
  createdAt: string;
  billing: StoredOrder['billing'];
  language: StoredOrder['language'];
  licenceName: StoredOrder['licenceName'];
}

/**
 * An order waiting for Paystack: every checkout (a plan, a quote) writes this one shape, so a new order field is
 * added here once. Callers spread their own kind's fields over it.
 */
export function pendingOrder(input: PendingOrderInput): StoredOrder {
  const { plan, tax } = input;
  return {
    id: input.id,
    user_id: input.userId,
    user_email: input.email,
    plan_id: plan.id,
    plan_title: plan.title,
    plan_type: plan.plan_type,
    bedrooms: plan.bedrooms,
    bathrooms: plan.bathrooms,
    area_sqm: plan.area_sqm,
    image_url: plan.image_url,
    package_type: input.packageType,
    tier: input.packageType,
    amount: tax.total_pesewas / 100,
    amount_pesewas: tax.total_pesewas,
    currency: CURRENCY,
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'paystack',
    channel: null,
    reference: orderReference(input.id),
    created_at: input.createdAt,
    paid_at: null,
    expires_at: null,
    download_count: 0,
    last_download_at: null,
    failure_reason: null,
    // Given when the payment is settled (settle-payment.ts), never to an order that is not paid.
    invoice_number: null,
    billing: input.billing,
    tax,
    language: input.language,
    licenceName: input.licenceName,
    files: [],
  };
}
