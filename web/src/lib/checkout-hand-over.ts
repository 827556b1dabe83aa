import { PACKAGES } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { storedValue } from './stored-value.ts';
import type { KeyValueStorage } from './stored-values.ts';

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

const handOver = storedValue(CHECKOUT_DATA_KEY, CheckoutData);

/** Only the ids are written, whatever else the caller holds. */
export const saveCheckoutData = (data: CheckoutData, storage?: KeyValueStorage) =>
  handOver.save({ planId: data.planId, package: data.package }, storage);

/** The saved value, or null when there is none or it is unreadable (then removed). */
export const readCheckoutData = handOver.read;
/** After a verified payment the hand-over has done its job. */
export const clearCheckoutData = handOver.clear;
