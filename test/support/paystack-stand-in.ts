import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestStack } from './test-stack.ts';

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
