import type { Order } from '@shop/shared/orders/order';
import { useQuery } from '@tanstack/react-query';
import { getOrdersQueryOptions } from '../../../features/orders/api/get-orders.ts';
import { useAuth } from '../../../lib/auth-context.tsx';

/** plan id -> the order whose download page serves it: the newest completed order still in its window. */
export function ownedPlans(orders: readonly Order[], now = Date.now()): Map<string, string> {
  const owned = new Map<string, string>();
  for (const order of orders) {
    const open = order.status === 'completed' && (!order.expires_at || Date.parse(order.expires_at) > now);
    if (open && !owned.has(order.plan_id)) owned.set(order.plan_id, order.id);
  }
  return owned;
}

const NONE = new Map<string, string>();

/** For the plan list's Download buttons: which plans the signed-in person can download now (none for visitors). */
export function useOwnedPlans(): Map<string, string> {
  const { status, user } = useAuth();
  const signedIn = status === 'signed-in' && !!user;
  const orders = useQuery({
    ...getOrdersQueryOptions(user?.id ?? ''),
    enabled: signedIn,
    select: (list) => ownedPlans(list),
  });
  return signedIn ? (orders.data ?? NONE) : NONE;
}
