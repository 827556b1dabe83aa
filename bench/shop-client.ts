import type { BenchStack } from './bench-stack.ts';

export interface Buyer {
  email: string;
  token: string;
  sub: string;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  raw: string;
  ms: number;
}

/** One JSON request; never throws for an HTTP status (status 0 when the server could not be reached). */
export async function request(url: string, init: RequestInit & { token?: string } = {}): Promise<Answer> {
  const { token, ...rest } = init;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const started = performance.now();
  try {
    const response = await fetch(url, { ...rest, headers, signal: AbortSignal.timeout(30_000) });
    const raw = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // Non-JSON answers are kept raw; callers check the content.
    }
    return { status: response.status, body, raw, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: {}, raw: String(error), ms: performance.now() - started };
  }
}

/** The shop's purchase calls and the Paystack stand-in's test endpoint, as a buyer's browser would drive them. */
export function shopClient(bench: BenchStack) {
  const { api } = bench;
  const paystack = bench.stack.info.paystack.url ?? '';
  return {
    initialize: (buyer: Buyer, planId: string) =>
      request(`${api}/api/payments/initialize`, {
        method: 'POST',
        token: buyer.token,
        body: JSON.stringify({ email: buyer.email, planId, packageType: 'basic' }),
      }),
    /** The stand-in marks the charge paid and sends its signed webhook (first attempt awaited, retries later). */
    settle: (reference: string) =>
      request(`${paystack}/__test/transactions/${reference}/settle`, {
        method: 'POST',
        body: JSON.stringify({ outcome: 'success', channel: 'card' }),
      }),
    verify: (buyer: Buyer, reference: string) =>
      request(`${api}/api/payments/verify/${reference}`, { token: buyer.token }),
    addFavorite: (buyer: Buyer, planId: string) =>
      request(`${api}/api/favorites`, { method: 'POST', token: buyer.token, body: JSON.stringify({ planId }) }),
    listFavorites: (buyer: Buyer) => request(`${api}/api/favorites`, { token: buyer.token }),
    listOrders: (buyer: Buyer) => request(`${api}/api/orders`, { token: buyer.token }),
    getOrder: (buyer: Buyer, orderId: string) => request(`${api}/api/orders/${orderId}`, { token: buyer.token }),
    download: (buyer: Buyer, orderId: string) => request(`${api}/api/downloads/${orderId}`, { token: buyer.token }),
    plans: (query = '') => request(`${api}/api/plans${query}`),
    plan: (id: string) => request(`${api}/api/plans/${id}`),
  };
}

export type ShopClient = ReturnType<typeof shopClient>;

/** Signs in every seeded user: each can buy, so the soak has a few buyers. */
export async function signInBuyers(bench: BenchStack): Promise<Buyer[]> {
  return Promise.all(
    bench.stack.info.users.map(async (user) => ({ email: user.email, ...(await bench.signIn(user)) })),
  );
}

/** A buyer's completed purchase: initialize, settle through the stand-in, verify until completed. */
export async function completedPurchase(client: ShopClient, buyer: Buyer, planId: string): Promise<string> {
  const started = await client.initialize(buyer, planId);
  if (started.status !== 200) throw new Error(`initialize answered ${started.status}: ${started.raw}`);
  const reference = String(started.body.reference);
  await client.settle(reference);
  const verified = await client.verify(buyer, reference);
  if (verified.body.success !== true) throw new Error(`order ${reference} did not complete: ${verified.raw}`);
  // The first download read asks for the order's stamped files (decision 0024): made before anything is timed.
  const orderId = String(started.body.orderId);
  for (let attempt = 0; attempt < 10 && (await client.download(buyer, orderId)).body.status !== 'ready'; attempt += 1);
  return orderId;
}
