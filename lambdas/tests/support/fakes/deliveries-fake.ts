import type { DeliveryRemoval } from '../../../src/repositories/delivery-removal.ts';
import type { DeliveryRepository, StoredDelivery } from '../../../src/repositories/delivery-repository.ts';

type ReadyDelivery = Extract<StoredDelivery, { status: 'ready' }>;

/**
 * Orders' deliveries in memory, claimed and recorded under the repository's conditions: a request wins when there
 * is none, when the one there is names other files, when a request for these files went stale, or when the
 * delivery was made before the reuse period; a made delivery is recorded unless a request for other files replaced
 * the one it was made for.
 */
export function deliveriesFake(initial: Record<string, StoredDelivery> = {}) {
  const deliveries = new Map(
    Object.entries(initial).map(([orderId, delivery]) => [orderId, structuredClone(delivery)]),
  );

  const repository = {
    async get(orderId: string): Promise<StoredDelivery | undefined> {
      const delivery = deliveries.get(orderId);
      return delivery && structuredClone(delivery);
    },

    async request(
      orderId: string,
      fingerprint: string,
      at: string,
      staleBefore: string,
      madeBefore: string,
    ): Promise<boolean> {
      const current = deliveries.get(orderId);
      const wins =
        !current ||
        current.fingerprint !== fingerprint ||
        (current.status === 'preparing' && current.requested_at < staleBefore) ||
        (current.status === 'ready' && current.ready_at < madeBefore);
      if (wins) deliveries.set(orderId, { status: 'preparing', fingerprint, requested_at: at });
      return wins;
    },

    async markReady(orderId: string, delivery: ReadyDelivery): Promise<boolean> {
      const current = deliveries.get(orderId);
      if (current && current.fingerprint !== delivery.fingerprint) return false;
      deliveries.set(orderId, structuredClone(delivery));
      return true;
    },

    /** Takes the order's delivery away (its record and, on the bucket, its objects); removing none is harmless. */
    async remove(orderId: string): Promise<void> {
      deliveries.delete(orderId);
    },
  } satisfies DeliveryRepository & DeliveryRemoval;

  return repository;
}

export type DeliveriesFake = ReturnType<typeof deliveriesFake>;
