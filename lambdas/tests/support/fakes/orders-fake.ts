import type { OrderStatus } from '@shop/shared/orders/order';
import { PAYMENT_TRANSITIONS, type PaymentTransition } from '../../../src/domain/orders/order-machine.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import type {
  Completion,
  OrderListRead,
  OrderPosition,
  OrdersRepository,
} from '../../../src/repositories/orders-repository.ts';

/** Creation time, then id: the order every list of orders is read in. */
const byCreation = (a: OrderPosition, b: OrderPosition) =>
  a.created_at === b.created_at ? a.id.localeCompare(b.id) : a.created_at.localeCompare(b.created_at);

/** Fields set to undefined are left alone, as the repository's updates do. */
const defined = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

/**
 * The orders repository in memory, with the repository's answers: the conditional writes say false (or throw) in
 * the same cases, so a domain function sees a refused transition exactly as it would against the table. Reads hand
 * out copies, so a caller changing what it read changes nothing stored. `beforeTransition` runs as a payment
 * transition (complete, fail, abandon) reaches the table, for a test to let another writer in between a read and
 * the conditional write that follows it.
 */
export function ordersFake(
  initial: readonly StoredOrder[] = [],
  options: { beforeTransition?: (id: string, to: OrderStatus) => void } = {},
) {
  const orders = new Map<string, StoredOrder>(initial.map((order) => [order.id, structuredClone(order)]));
  const copy = (order: StoredOrder | undefined) => order && structuredClone(order);

  function sorted(keep: (order: StoredOrder) => boolean, newestFirst: boolean): StoredOrder[] {
    const list = [...orders.values()].filter(keep).sort(byCreation);
    return (newestFirst ? list.reverse() : list).map((order) => structuredClone(order));
  }

  function transition(order: StoredOrder, { from, to }: PaymentTransition, set: Record<string, unknown>): boolean {
    options.beforeTransition?.(order.id, to);
    const stored = orders.get(order.id);
    if (!stored || !from.includes(stored.status)) return false;
    orders.set(order.id, { ...stored, ...defined(set), status: to, payment_status: to });
    return true;
  }

  const repository = {
    async create(order: StoredOrder): Promise<void> {
      if (orders.has(order.id)) throw new Error(`Order ${order.id} exists`);
      orders.set(order.id, structuredClone(order));
    },

    async get(id: string): Promise<StoredOrder | undefined> {
      return copy(orders.get(id));
    },

    async listByUser(sub: string, limit = 200): Promise<StoredOrder[]> {
      return sorted((order) => order.user_id === sub, true).slice(0, limit);
    },

    async *readList({ status, newestFirst, after }: OrderListRead): AsyncGenerator<StoredOrder> {
      const beyond = (order: StoredOrder) =>
        !after || (newestFirst ? byCreation(order, after) < 0 : byCreation(order, after) > 0);
      yield* sorted((order) => (!status || order.status === status) && beyond(order), newestFirst);
    },

    async listByStatusBefore(status: OrderStatus, before: string, limit = 500): Promise<StoredOrder[]> {
      return sorted((order) => order.status === status && order.created_at < before, false).slice(0, limit);
    },

    async complete(order: StoredOrder, completion: Completion): Promise<boolean> {
      return transition(order, PAYMENT_TRANSITIONS.paid, {
        paid_at: completion.paidAt,
        expires_at: completion.expiresAt,
        channel: completion.channel,
        files: completion.files,
        failure_reason: null,
      });
    },

    async fail(order: StoredOrder, reason: string, channel: string | null): Promise<boolean> {
      return transition(order, PAYMENT_TRANSITIONS.declined, { failure_reason: reason, channel });
    },

    async abandon(order: StoredOrder, reason: string): Promise<boolean> {
      return transition(order, PAYMENT_TRANSITIONS.abandoned, { failure_reason: reason });
    },

    async writeRefundState(order: StoredOrder, fields: Record<string, unknown>): Promise<boolean> {
      const stored = orders.get(order.id);
      const version = order.refund_version ?? 0;
      if (!stored || stored.status !== order.status) return false;
      if (version > 0 ? stored.refund_version !== version : stored.refund_version !== undefined) return false;
      const status = typeof fields.status === 'string' ? (fields.status as OrderStatus) : undefined;
      orders.set(order.id, {
        ...stored,
        ...defined(fields),
        ...(status ? { payment_status: status } : {}),
        refund_version: version + 1,
      });
      return true;
    },

    async extendWindow(id: string, expiresAt: string): Promise<boolean> {
      const stored = orders.get(id);
      if (stored?.status !== 'completed') return false;
      orders.set(id, { ...stored, expires_at: expiresAt });
      return true;
    },

    async countDownload(id: string, fileKey: string, at: string): Promise<boolean> {
      const stored = orders.get(id);
      if (!stored) throw new Error(`Order ${id} is gone`);
      const downloaded = stored.downloaded_files ?? [];
      const first = !downloaded.includes(fileKey);
      orders.set(id, {
        ...stored,
        last_download_at: at,
        ...(first ? { download_count: stored.download_count + 1, downloaded_files: [...downloaded, fileKey] } : {}),
      });
      return first;
    },
  } satisfies OrdersRepository;

  return {
    ...repository,
    /** Puts an order in place as it stands, whatever was there (a test's starting state). */
    seed(order: StoredOrder): void {
      orders.set(order.id, structuredClone(order));
    },
    /**
     * One conditional write on a stored order, for the other fakes writing the same item (the buyer's self-service):
     * `change` answers the order as it becomes, or undefined when its condition does not hold (nothing written).
     */
    changeIf(id: string, change: (order: StoredOrder) => StoredOrder | undefined): boolean {
      const stored = orders.get(id);
      const next = stored && change(structuredClone(stored));
      if (next) orders.set(id, next);
      return next !== undefined;
    },
  };
}

export type OrdersFake = ReturnType<typeof ordersFake>;
