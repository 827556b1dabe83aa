import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import {
  browserStorage,
  type KeyValueStorage,
  readStoredValue,
  removeStoredValues,
  writeStoredValue,
} from './stored-values.ts';

/**
 * What the plan page hands to /checkout (kept locally under the key checkoutData): which plan and package, nothing
 * else. The checkout shows the plan's title and price from the server, which also prices the order, so nothing a
 * browser keeps can change what is shown or charged.
 */
export const CHECKOUT_DATA_KEY = 'checkoutData';

/** Only the ids: a title or price kept by an earlier version of the shop is read past and dropped. */
export const CheckoutData = z.object({
  planId: z.string().check(z.minLength(1)),
  package: z.enum(PACKAGES),
});
export type CheckoutData = z.infer<typeof CheckoutData>;

export function saveCheckoutData(data: CheckoutData, storage: KeyValueStorage | undefined = browserStorage()): void {
  writeStoredValue(storage, CHECKOUT_DATA_KEY, { planId: data.planId, package: data.package });
}

/** The hand-over, or null when there is none or it is unreadable (then removed). */
export function readCheckoutData(storage: KeyValueStorage | undefined = browserStorage()): CheckoutData | null {
  return readStoredValue(storage, CHECKOUT_DATA_KEY, CheckoutData);
}

/** After a verified payment the hand-over has done its job. */
export function clearCheckoutData(storage: KeyValueStorage | undefined = browserStorage()): void {
  removeStoredValues(storage, [CHECKOUT_DATA_KEY]);
}
