import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { storedValue } from '../../../lib/stored-value.ts';

/**
 * A premium order paid for in this browser. If the buyer
 * comes back to its download page signed out, they are sent to /auth/register.
 */
export const PENDING_PREMIUM_ORDER_KEY = 'pendingPremiumOrder';

export const PendingPremiumOrder = z.object({
  orderId: z.string().check(z.minLength(1)),
  planTitle: z.string(),
  packageType: z.enum(PACKAGES),
});
export type PendingPremiumOrder = z.infer<typeof PendingPremiumOrder>;

const pendingPremiumOrder = storedValue(PENDING_PREMIUM_ORDER_KEY, PendingPremiumOrder);

export const savePendingPremiumOrder = pendingPremiumOrder.save;
/** The saved value, or null when there is none or it is unreadable (then removed). */
export const readPendingPremiumOrder = pendingPremiumOrder.read;
export const clearPendingPremiumOrder = pendingPremiumOrder.clear;
