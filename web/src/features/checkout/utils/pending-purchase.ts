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
 * A purchase a signed-out buyer tried to pay for: kept while the sign-in dialog is open, cleared once they are
 * signed in. Like the checkout hand-over it holds ids only; a title or amount kept by an earlier version is dropped.
 */
export const PENDING_PURCHASE_KEY = 'pendingPurchase';

export const PendingPurchase = z.object({
  planId: z.string().check(z.minLength(1)),
  packageType: z.enum(PACKAGES),
  returnUrl: z.string(),
});
export type PendingPurchase = z.infer<typeof PendingPurchase>;

export function savePendingPurchase(
  purchase: PendingPurchase,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  writeStoredValue(storage, PENDING_PURCHASE_KEY, purchase);
}

/** The saved purchase, or null when there is none or it is unreadable (then removed). */
export function readPendingPurchase(storage: KeyValueStorage | undefined = browserStorage()): PendingPurchase | null {
  return readStoredValue(storage, PENDING_PURCHASE_KEY, PendingPurchase);
}

export function clearPendingPurchase(storage: KeyValueStorage | undefined = browserStorage()): void {
  removeStoredValues(storage, [PENDING_PURCHASE_KEY]);
}
