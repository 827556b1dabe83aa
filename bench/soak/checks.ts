import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import type { Buyer, ShopClient } from '../shop-client.ts';
import type { Purchase } from './traffic.ts';

interface OrderView {
  id: string;
  reference: string;
  status: string;
  payment_status: string;
  paid_at: string | null;
  expires_at: string | null;
}

const WINDOW_MS = DOWNLOAD_WINDOW_DAYS * 24 * 3600 * 1000;
const CHECK_CONCURRENCY = 10;

/** Runs `task` over `items`, a few at a time. */
async function eachLimited<T>(items: T[], task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CHECK_CONCURRENCY }, async () => {
      while (next < items.length) {
        const item = items[next] as T;
        next += 1;
        await task(item);
      }
    }),
  );
}

/** Each purchase's order, read one by one (the orders list shows only a buyer's newest 200). */
async function ordersOf(client: ShopClient, purchases: Purchase[]): Promise<Map<string, OrderView | undefined>> {
  const byReference = new Map<string, OrderView | undefined>();
  await eachLimited(purchases, async (p) => {
    const answer = await client.getOrder(p.buyer, p.orderId);
    byReference.set(p.reference, answer.status === 200 ? (answer.body as unknown as OrderView) : undefined);
  });
  return byReference;
}

/** Waits until every settled payment's order is completed (webhook retries may still be running). */
export async function waitForCompletion(client: ShopClient, purchases: Purchase[], timeoutMs: number): Promise<number> {
  const started = Date.now();
  let waiting = purchases.filter((p) => p.settled);
  while (Date.now() - started < timeoutMs) {
    const orders = await ordersOf(client, waiting);
    waiting = waiting.filter((p) => orders.get(p.reference)?.status !== 'completed');
    if (waiting.length === 0) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return -1;
}

/**
 * Every settled-success payment has exactly one completed order (the reference names the order, and
 * no other order of the buyer's newest carries it) with its 7-day download window and a working
 * download page; no order is completed without what completion writes (nothing half-written).
 */
export async function checkOrders(client: ShopClient, buyers: Buyer[], purchases: Purchase[]) {
  const violations: string[] = [];
  const orders = await ordersOf(client, purchases);
  const listed: OrderView[] = [];
  for (const buyer of buyers) listed.push(...(((await client.listOrders(buyer)).body.orders as OrderView[]) ?? []));
  const seen = new Map<string, number>();
  for (const o of listed) seen.set(o.reference, (seen.get(o.reference) ?? 0) + 1);
  for (const [reference, count] of seen) if (count > 1) violations.push(`${reference}: ${count} orders listed`);
  await eachLimited(
    purchases.filter((x) => x.settled),
    async (p) => {
      const order = orders.get(p.reference);
      if (order?.status !== 'completed' || order.reference !== p.reference) {
        violations.push(`${p.reference}: order ${order?.status ?? 'missing'} (want completed)`);
        return;
      }
      const download = await client.download(p.buyer, p.orderId);
      if (download.status !== 200) violations.push(`${p.reference}: download page answered ${download.status}`);
    },
  );
  const all = [...orders.values()].filter((o): o is OrderView => o !== undefined);
  for (const o of all.filter((x) => x.status === 'completed')) {
    const window = o.paid_at && o.expires_at ? Date.parse(o.expires_at) - Date.parse(o.paid_at) : Number.NaN;
    if (o.payment_status !== 'completed' || window !== WINDOW_MS) {
      violations.push(
        `${o.reference}: completed but payment_status ${o.payment_status}, paid_at ${o.paid_at}, expires_at ${o.expires_at}`,
      );
    }
  }
  const count = (status: string) => all.filter((o) => o.status === status).length;
  return {
    violations,
    settled: purchases.filter((p) => p.settled).length,
    completed: count('completed'),
    pending: count('pending'),
    failed: count('failed'),
  };
}
