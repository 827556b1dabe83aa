import type { StoredOrder } from '../../repositories/order-item.ts';

/**
 * A user's orders beside the gifts they gave, newest first, each once (an unclaimed gift is in both lists): a claimed
 * gift stays on its giver's page, with its state and receipt, after it moved to the recipient's.
 */
export function ownAndGiven(own: StoredOrder[], given: StoredOrder[]): StoredOrder[] {
  const byId = new Map<string, StoredOrder>();
  for (const order of [...own, ...given]) byId.set(order.id, order);
  // A stable sort on the time alone keeps the index order of orders made in the same instant.
  return [...byId.values()].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
