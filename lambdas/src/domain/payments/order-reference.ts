/**
 * The Paystack reference of an order is derived from the order id (`thp_{id}`), so a webhook or a verify
 * call finds its order with one GetItem, never through an index that may lag behind the write.
 */
const REFERENCE_PREFIX = 'thp_';

/** The Paystack reference of an order. */
export function orderReference(orderId: string): string {
  return `${REFERENCE_PREFIX}${orderId}`;
}

/** The order id a reference names, or undefined when the reference is not one of ours. */
export function orderIdFromReference(reference: string): string | undefined {
  if (!reference.startsWith(REFERENCE_PREFIX)) return undefined;
  const id = reference.slice(REFERENCE_PREFIX.length);
  return /^[0-9a-f-]{36}$/.test(id) ? id : undefined;
}
