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

async function ordersOf(client: ShopClient, buyers: Buyer[]): Promise<Map<string, OrderView[]>> {
  const byBuyer = new Map<string, OrderView[]>();
  for (const buyer of buyers) {
    const answer = await client.listOrders(buyer);
    if (answer.status !== 200) throw new Error(`GET /api/orders answered ${answer.status}: ${answer.raw}`);
    byBuyer.set(buyer.sub, answer.body.orders as OrderView[]);
  }
  return byBuyer;
}

/** Waits until every settled payment's order is completed (webhook retries may still be running). */
export async function waitForCompletion(
  client: ShopClient,
  buyers: Buyer[],
  purchases: Purchase[],
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const orders = [...(await ordersOf(client, buyers)).values()].flat();
    const completed = new Set(orders.filter((o) => o.status === 'completed').map((o) => o.reference));
    if (purchases.filter((p) => p.settled).every((p) => completed.has(p.reference))) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return -1;
}

/**
 * Every settled-success payment has exactly one completed order with its 7-day download window and a
 * working download page; no order is completed without what completion writes (nothing half-written).
 */
export async function checkOrders(client: ShopClient, buyers: Buyer[], purchases: Purchase[]) {
  const violations: string[] = [];
  const byBuyer = await ordersOf(client, buyers);
  const all = [...byBuyer.values()].flat();
  for (const p of purchases.filter((x) => x.settled)) {
    const matching = (byBuyer.get(p.buyer.sub) ?? []).filter((o) => o.reference === p.reference);
    const completed = matching.filter((o) => o.status === 'completed');
    if (matching.length !== 1 || completed.length !== 1) {
      violations.push(`${p.reference}: ${matching.length} order(s), ${completed.length} completed (want exactly 1)`);
      continue;
    }
    const download = await client.download(p.buyer, p.orderId);
    if (download.status !== 200) violations.push(`${p.reference}: download page answered ${download.status}`);
  }
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
