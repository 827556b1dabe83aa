import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { storedValue } from '../../../lib/stored-value.ts';

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

const pendingPurchase = storedValue(PENDING_PURCHASE_KEY, PendingPurchase);

export const savePendingPurchase = pendingPurchase.save;
/** The saved value, or null when there is none or it is unreadable (then removed). */
export const readPendingPurchase = pendingPurchase.read;
export const clearPendingPurchase = pendingPurchase.clear;
