import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DownloadInfo } from '@shop/shared/orders/downloads';
import { apiCaller } from './api-client.ts';
import type { TestStack } from './test-stack.ts';
import { waitUntil } from './wait-until.ts';

/** Drives the Paystack stand-in's test hooks (settle a transaction, resend its webhook). */
export async function standIn(shop: TestStack, path: string, body: unknown = {}) {
  const response = await fetch(`${shop.stack.info.paystack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** How many order confirmation mails the stack wrote for an order. */
export async function confirmationMailsFor(shop: TestStack, orderId: string): Promise<number> {
  const dir = join(shop.stack.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.includes('order-confirmation'));
  let count = 0;
  for (const file of files) if ((await readFile(join(dir, file), 'utf8')).includes(orderId)) count += 1;
  return count;
}

/**
 * A paid order of the buyer's, as after the provider's card page: started through the API, settled by card at the
 * stand-in, verified, and waited for until its files are ready to download.
 */
export async function paidOrder(
  shop: TestStack,
  token: string,
  order: { email: string; planId: string | undefined; packageType: 'basic' | 'standard' | 'premium' },
): Promise<{ orderId: string; reference: string }> {
  const call = apiCaller(shop.api);
  const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', token, order);
  const { orderId, reference } = started.body;
  await standIn(shop, `/__test/transactions/${reference}/settle`, { outcome: 'success', channel: 'card' });
  await call('GET', `/api/payments/verify/${reference}`, token);
  await waitUntil(
    async () => (await call<DownloadInfo>('GET', `/api/downloads/${orderId}`, token)).body.status === 'ready',
    30_000,
  );
  return { orderId, reference };
}
