import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { browserStorage, type KeyValueStorage, readStoredValue, writeStoredValue } from './stored-values.ts';

/**
 * What the plan page hands to /checkout (kept locally under
 * the key checkoutData). The price is for display only: the server looks the real price up from the plan.
 */
export const CHECKOUT_DATA_KEY = 'checkoutData';

export const CheckoutData = z.object({
  planId: z.string().check(z.minLength(1)),
  planTitle: z.string(),
  package: z.enum(PACKAGES),
  packageName: z.string(),
  price: z.number(),
  architect: z.optional(z.string()),
});
export type CheckoutData = z.infer<typeof CheckoutData>;

export function saveCheckoutData(
  data: Omit<CheckoutData, 'packageName'>,
  storage: KeyValueStorage | undefined = browserStorage(),
): void {
  writeStoredValue(storage, CHECKOUT_DATA_KEY, { ...data, packageName: `${data.package} Package` });
}

/** The hand-over, or null when there is none or it is unreadable (then removed). */
export function readCheckoutData(storage: KeyValueStorage | undefined = browserStorage()): CheckoutData | null {
  return readStoredValue(storage, CHECKOUT_DATA_KEY, CheckoutData);
}

/** After a verified payment the hand-over has done its job. */
export function clearCheckoutData(storage: KeyValueStorage | undefined = browserStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_DATA_KEY);
  } catch {
    // A blocked storage held nothing to clear.
  }
}
