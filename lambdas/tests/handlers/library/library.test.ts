import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LIBRARY_TEXTS } from '@shop/shared/orders/library';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as listHandler } from '../../../src/handlers/library/list-library.ts';
import { handler as reopenHandler } from '../../../src/handlers/library/reopen-library-window.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { auditItems } from '../admin/admin-request.ts';
import { ORDER_ID, orderItem } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-28T09:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };
const OWNER: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
const STRANGER: SignedInAs = { sub: 'buyer-2', email: 'kojo@example.com' };
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

const settings = (item: Record<string, unknown>) =>
  db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({ Item: item });
const storedOrder = (item: Record<string, unknown>) => db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: item });
const orderUpdates = () => db.commandCalls(UpdateCommand).filter((c) => c.args[0].input.Key?.pk === ORDER_KEY.pk);
const mails = (kind: string) => readdirSync(mailDir).filter((name) => name.includes(`-${kind}-`));

const list = (as: SignedInAs | null = OWNER) =>
  callAs(listHandler, { method: 'GET', route: '/api/library', as: as ?? undefined });
const reopen = (as: SignedInAs | undefined = OWNER, orderId = ORDER_ID) =>
  callAs(reopenHandler, {
    method: 'POST',
    route: '/api/library/{orderId}/reopen',
    params: { orderId },
    body: {},
    as,
  });

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
  it('lists each plan once by its highest completed package, with its licence, revision date and reopenings', async () => {
    // Prepare: villa-01 bought as basic, then premium (an upgrade counts like any order); a refunded bungalow; a
    // pending order; the premium file revised since
    const basic = paidOrder({ id: 'order-basic', package_type: 'basic', tier: 'basic' }, 200);
    const premium = paidOrder(
      {
        id: 'order-premium',
        package_type: 'premium',
        tier: 'premium',
        files: [{ key: 'plans/villa-01/premium/villa-01.dwg', tier: 'premium' }],
        window_reopenings: [daysAgo(400), daysAgo(30)],
      },
      100,
    );
    const refunded = paidOrder({ id: 'order-refunded', plan_id: 'bungalow-02', status: 'refunded' }, 10);
    const pending = orderItem({ id: 'order-pending', plan_id: 'town-03' });
    db.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: [refunded, pending, premium, basic] });
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PLAN#villa-01', ':prefix': 'FILE#' } }).resolves({
      Items: [
        {
          key: 'plans/villa-01/premium/villa-01.dwg',
          tier: 'premium',
          replaced_by: 'plans/villa-01/premium/v2/villa-01.dwg',
          replaced_at: daysAgo(5),
        },
      ],
    });

    // Act
    const result = await list();

    // Assess
    expect(result.status).toBe(200);
    expect(result.headers?.['cache-control']).toBe('private, no-store');
    expect(result.body).toEqual({
      free_reopenings_per_year: 3,
      plans: [
        expect.objectContaining({
          plan_id: 'villa-01',
          package_type: 'premium',
          order_id: 'order-premium',
          order_ids: ['order-premium', 'order-basic'],
          licence_name: 'Ama Mensah',
          window_open: false,
          // One of the two reopenings falls in the last 12 months
          reopenings_left: 2,
          reopen_refusal: null,
          revised_at: daysAgo(5),
        }),
      ],
    });
  });

  it("says why a plan cannot be reopened on the buyer's own: a dispute, the allowance used, reopening off", async () => {
    settings({ library_free_reopenings: 1 });
    db.on(QueryCommand, { IndexName: 'gsi1' }).resolves({
      Items: [
        paidOrder({ id: 'disputed', plan_id: 'a', dispute_status: 'resolved' }),
        paidOrder({ id: 'used', plan_id: 'b', window_reopenings: [daysAgo(100)] }),
        paidOrder({ id: 'open', plan_id: 'c', expires_at: daysAgo(-2) }, 5),
      ],
    });

    const result = await list();

    const byOrder = Object.fromEntries(
      (result.body.plans as { order_id: string; reopen_refusal: string | null; window_open: boolean }[]).map((p) => [
        p.order_id,
        [p.window_open, p.reopen_refusal],
      ]),
    );
    expect(byOrder).toEqual({
      disputed: [false, LIBRARY_TEXTS.disputed],
      used: [false, LIBRARY_TEXTS.limitReached],
      open: [true, null],
    });
  });

  it('refuses a signed-out call (401)', async () => {
    const result = await list(null);

    expect(result.status).toBe(401);
  });
});

describe('POST /api/library/{orderId}/reopen: the buyer reopens a closed window', () => {
  it('opens 7 days from now with one conditional write, mails the link and audits the buyer', async () => {
    const result = await reopen();

    expect(result.status).toBe(200);
    expect(result.body.expires_at).toBe('2026-12-05T09:00:00.000Z');
    expect(result.body).not.toHaveProperty('window_reopenings');
    const write = orderUpdates()[0]?.args[0].input;
    expect(write?.ConditionExpression).toContain('size(window_reopenings) = :count');
    expect(write?.ConditionExpression).toContain('expires_at <= :closedBefore');
    expect(write?.ExpressionAttributeValues).toMatchObject({ ':count': 0, ':now': [NOW.toISOString()] });
    const [mail] = mails('order-window-extended');
    expect(readFileSync(join(mailDir, mail as string), 'utf8')).toContain(
      `https://shop.example.com/download/${ORDER_ID}`,
    );
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({ actor_id: OWNER.sub, action: 'order.reopen-window', target_id: ORDER_ID }),
    ]);
  });

  it('refuses (403, nothing written) once the allowance staff set is used in the last 12 months', async () => {
    settings({ library_free_reopenings: 2 });
    storedOrder(paidOrder({ window_reopenings: [daysAgo(300), daysAgo(20)] }));

    const result = await reopen();

    expect(result.status).toBe(403);
    expect(result.body.message).toBe(LIBRARY_TEXTS.limitReached);
    expect(orderUpdates()).toHaveLength(0);
    expect(mails('order-window-extended')).toHaveLength(0);
  });

  it('counts only the rolling year: a reopening 13 months ago frees its place', async () => {
    settings({ library_free_reopenings: 1 });
    storedOrder(paidOrder({ window_reopenings: [daysAgo(395)] }, 500));

    const result = await reopen();

    expect(result.status).toBe(200);
    expect(orderUpdates()[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':count': 1 });
  });

  it.each([
    ['a disputed order', paidOrder({ dispute_status: 'resolved' }), 403, LIBRARY_TEXTS.disputed],
    ['a refunded order', paidOrder({ status: 'refunded', payment_status: 'refunded' }), 409, LIBRARY_TEXTS.notOwned],
    ['an open window', paidOrder({ expires_at: daysAgo(-3) }, 4), 409, LIBRARY_TEXTS.windowOpen],
  ])('refuses %s and writes nothing', async (_case, item, status, message) => {
    storedOrder(item);

    const result = await reopen();

    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    expect(orderUpdates()).toHaveLength(0);
  });

  it('refuses when staff turned self-service off (0 a year)', async () => {
    settings({ library_free_reopenings: 0 });

    const result = await reopen();

    expect(result.status).toBe(403);
    expect(result.body.message).toBe(LIBRARY_TEXTS.selfServiceOff);
  });

  it("answers another buyer's order like a missing one (404), staff included", async () => {
    const byStranger = await reopen(STRANGER);
    const byAdmin = await reopen({ sub: 'admin-1', email: 'staff@example.com', groups: ['admin'] });

    expect(byStranger.status).toBe(404);
    expect(byAdmin.status).toBe(404);
    expect(orderUpdates()).toHaveLength(0);
  });

  it('answers 409 with no mail when a racing reopening (or a refund) won the conditional write', async () => {
    db.on(UpdateCommand, { Key: ORDER_KEY }).rejects(conditionFailed());

    const result = await reopen();

    expect(result.status).toBe(409);
    expect(result.body.message).toBe(LIBRARY_TEXTS.raced);
    expect(mails('order-window-extended')).toHaveLength(0);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([]);
  });
});
