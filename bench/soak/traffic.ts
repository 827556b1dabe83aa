import type { Answer, Buyer, ShopClient } from '../shop-client.ts';

export interface Sample {
  kind: string;
  status: number;
  ms: number;
  /** ms since the traffic started. */
  at: number;
  raw: string;
}

export interface Purchase {
  buyer: Buyer;
  reference: string;
  orderId: string;
  /** The stand-in marked the charge successful (its webhook may still be retrying). */
  settled: boolean;
}

export interface TrafficOptions {
  client: ShopClient;
  buyers: Buyer[];
  planIds: string[];
  connections: number;
  durationMs: number;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * Closed-loop mixed traffic: each of `connections` workers repeats a random action until the time is
 * up: catalogue pages (35%), plan pages (30%), favorites (15%) and purchases (20%: initialize, settle
 * through the Paystack stand-in, verify).
 */
export async function runTraffic(options: TrafficOptions): Promise<{ samples: Sample[]; purchases: Purchase[] }> {
  const { client, buyers, planIds } = options;
  const samples: Sample[] = [];
  const purchases: Purchase[] = [];
  const began = performance.now();
  const deadline = began + options.durationMs;
  const record = (kind: string, answer: Answer) => {
    samples.push({ kind, status: answer.status, ms: answer.ms, at: performance.now() - began, raw: answer.raw });
    return answer;
  };

  async function purchase() {
    const buyer = pick(buyers);
    const started = record('initialize', await client.initialize(buyer, pick(planIds)));
    if (started.status !== 200) return;
    const reference = String(started.body.reference);
    const orderId = String(started.body.orderId);
    const settled = record('settle (stand-in)', await client.settle(reference));
    purchases.push({ buyer, reference, orderId, settled: settled.status === 200 });
    record('verify', await client.verify(buyer, reference));
  }

  async function worker() {
    while (performance.now() < deadline) {
      const roll = Math.random();
      if (roll < 0.35) record('plan list', await client.plans(Math.random() < 0.5 ? '' : '?limit=6'));
      else if (roll < 0.65) record('plan page', await client.plan(pick(planIds)));
      else if (roll < 0.8) {
        const buyer = pick(buyers);
        record('favorite add', await client.addFavorite(buyer, pick(planIds)));
        record('favorites', await client.listFavorites(buyer));
      } else await purchase();
    }
  }

  await Promise.all(Array.from({ length: options.connections }, worker));
  return { samples, purchases };
}
