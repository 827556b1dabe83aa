import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import {
  browserStorage,
  type KeyValueStorage,
  readStoredValue,
  removeStoredValues,
  writeStoredValue,
} from '../../../lib/stored-values.ts';

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

export function savePendingPremiumOrder(
  order: PendingPremiumOrder,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  writeStoredValue(storage, PENDING_PREMIUM_ORDER_KEY, order);
}

/** The stored order, or null when there is none or it is unreadable (then removed, so a broken value is not read again). */
export function readPendingPremiumOrder(
  storage: KeyValueStorage | undefined = browserStorage(),
): PendingPremiumOrder | null {
  return readStoredValue(storage, PENDING_PREMIUM_ORDER_KEY, PendingPremiumOrder);
}

export function clearPendingPremiumOrder(storage: KeyValueStorage | undefined = browserStorage()): void {
  removeStoredValues(storage, [PENDING_PREMIUM_ORDER_KEY]);
}
