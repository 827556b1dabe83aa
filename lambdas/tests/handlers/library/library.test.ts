import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as listHandler } from '../../../src/handlers/library/list-library.ts';
import { handler as reopenHandler } from '../../../src/handlers/library/reopen-library-window.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { ORDER_ID, orderItem } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T09:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };
const OWNER: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
let mailDir: string;

/** A standard order of villa-01 paid `paidDaysAgo` days ago, its 7-day window long closed. */
function paidOrder(overrides: Partial<StoredOrder> = {}, paidDaysAgo = 120) {
  return orderItem({
    status: 'completed',
    payment_status: 'completed',
    paid_at: daysAgo(paidDaysAgo),
    expires_at: daysAgo(paidDaysAgo - 7),
    licenceName: 'Ama Mensah',
    files: [{ key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' }],
    ...overrides,
  });
}

const storedOrder = (item: Record<string, unknown>) => db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: item });
const mails = (kind: string) => readdirSync(mailDir).filter((name) => name.includes(`-${kind}-`));

const list = (as: SignedInAs | null = OWNER) =>
  callAs(listHandler, { method: 'GET', route: '/api/library', as: as ?? undefined });
const reopen = (as: SignedInAs | null = OWNER) =>
  callAs(reopenHandler, {
    method: 'POST',
    route: '/api/library/{orderId}/reopen',
    params: { orderId: ORDER_ID },
    body: {},
    as: as ?? undefined,
  });

/*
 * What the library lists and what reopening does to the order, the mail and the trail is checked on the domain
 * functions against in-memory repositories (tests/domain/library/library.test.ts); these are the routes' own duties:
 * who may call them, how the answer is cached, and that they answer from the stored orders.
 */
beforeEach(() => {
  db.reset();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  mailDir = mkdtempSync(join(tmpdir(), 'library-mail-'));
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  db.on(GetCommand).resolves({});
  db.on(QueryCommand).resolves({ Items: [] });
  db.on(UpdateCommand).resolves({ Attributes: {} });
  db.on(PutCommand).resolves({});
  storedOrder(paidOrder());
});

afterEach(() => {
  vi.useRealTimers();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('GET /api/library: every plan the buyer holds', () => {
  it('answers the buyer their plans, never cached by a shared cache', async () => {
    // The first Query reads the buyer's orders; the plan's file versions after it find none revised
    db.on(QueryCommand)
      .resolvesOnce({ Items: [paidOrder()] })
      .resolves({ Items: [] });

    const result = await list();

    expect(result.status).toBe(200);
    expect(result.headers?.['cache-control']).toBe('private, no-store');
    expect(result.body).toMatchObject({
      plans: [expect.objectContaining({ plan_id: 'villa-01', order_id: ORDER_ID })],
    });
  });

  it('refuses a signed-out call (401)', async () => {
    const result = await list(null);

    expect(result.status).toBe(401);
  });
});

describe('POST /api/library/{orderId}/reopen: the buyer reopens a closed window', () => {
  it('answers the reopened order and mails the link', async () => {
    const result = await reopen();

    expect(result.status).toBe(200);
    expect(result.body.expires_at).toBe('2026-12-05T09:00:00.000Z');
    const [mail] = mails('order-window-extended');
    expect(readFileSync(join(mailDir, mail as string), 'utf8')).toContain(
      `https://shop.example.com/download/${ORDER_ID}`,
    );
  });

  it('refuses a signed-out call (401), mailing no one', async () => {
    const result = await reopen(null);

    expect(result.status).toBe(401);
    expect(mails('order-window-extended')).toHaveLength(0);
  });
});
