import { randomUUID } from 'node:crypto';

/**
 * The name a closed account's kept orders and reviews carry instead of the buyer's id: random, so nothing kept can be
 * traced back to the person by their old id. It is given to the person in the confirmation mail, so the firm can find
 * their orders if they ask again (a refund, an invoice copy).
 */
export function newClosureReference(): string {
  return `closed-${randomUUID()}`;
}
