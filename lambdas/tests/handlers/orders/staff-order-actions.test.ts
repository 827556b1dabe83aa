import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_REVOKED } from '../../../src/auth/access-revocation.ts';
import { handler as extendHandler } from '../../../src/handlers/orders/extend-order-window.ts';
import { handler as refundHandler } from '../../../src/handlers/orders/refund-order.ts';
import { handler as resendHandler } from '../../../src/handlers/orders/resend-confirmation.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { failingRead } from '../../support/read-failure.ts';
import { updateSets } from '../../support/update-sets.ts';
import { ADMIN, auditItems, BUYER, SUPER_ADMIN } from '../admin/admin-request.ts';
import { ORDER_ID, orderItem, PAYSTACK, paystackFetch, REFERENCE, SECRET } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const DAY_MS = 24 * 60 * 60 * 1000;
let mailDir: string;
let paystack: ReturnType<typeof paystackFetch>;

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };

/** A completed standard order of villa-01, paid `paidDaysAgo` days ago, nothing downloaded yet. */
function completedOrder(overrides: Partial<StoredOrder> = {}, paidDaysAgo = 3) {
  return orderItem({
    status: 'completed',
    payment_status: 'completed',
    channel: 'card',
    paid_at: daysAgo(paidDaysAgo),
    expires_at: new Date(Date.now() + 4 * DAY_MS).toISOString(),
    files: [{ key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' }],
    ...overrides,
  });
}

function storedOrder(item: Record<string, unknown>) {
  db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: item });
}

/** The order as a staff claim left it: refunded, refund requested, refund state version 1. */
const claimedOrder = () =>
  completedOrder({
    status: 'refunded',
    payment_status: 'refunded',
    refund_status: 'requested',
    refunded_from: 'completed',
    refund_reason: 'Bought the wrong plan',
    refund_version: 1,
  });

/** The first read finds the order completed; every later one finds it claimed (the state a claim writes). */
function claimedAfterFirstRead() {
  db.on(GetCommand, { Key: ORDER_KEY }).resolvesOnce({ Item: completedOrder() }).resolves({ Item: claimedOrder() });
}

const refund = (body: unknown, as: SignedInAs = ADMIN) =>
  callAs(refundHandler, { method: 'POST', route: '/api/orders/{id}/refund', params: { id: ORDER_ID }, body, as });

const isOrderUpdate = (input: { Key?: Record<string, unknown> }) => input.Key?.pk === ORDER_KEY.pk;
const orderUpdates = () => db.commandCalls(UpdateCommand).filter((c) => isOrderUpdate(c.args[0].input));
const planCountChanges = () =>
  db
    .commandCalls(UpdateCommand)
    .filter((c) => String(c.args[0].input.UpdateExpression).includes('ADD #downloads'))
    .map((c) => c.args[0].input.ExpressionAttributeValues?.[':delta']);
const refundCalls = () => paystack.calls.filter((c) => c.url === `${PAYSTACK}/refund`);
const mails = (kind: string) => readdirSync(mailDir).filter((name) => name.includes(`-${kind}-`));

beforeEach(() => {
  db.reset();
  s3.reset();
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  mailDir = mkdtempSync(join(tmpdir(), 'order-actions-mail-'));
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', PAYSTACK);
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  paystack = paystackFetch({ body: { status: true, message: 'Refund queued', data: { status: 'processed' } } });
  vi.stubGlobal('fetch', paystack.fetchMock);
  db.on(GetCommand).resolves({});
  db.on(UpdateCommand).resolves({ Attributes: { downloads: 4 } });
  db.on(PutCommand).resolves({});
  db.on(DeleteCommand).resolves({});
  storedOrder(completedOrder());
});

afterEach(() => {
  vi.unstubAllGlobals();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('POST /api/orders/{id}/refund: the refund policy on the server', () => {
  it('refunds a completed order within 30 days with nothing downloaded, in full, once, and takes the sale back', async () => {
    // Prepare: after the claim, the order reads as claimed (refunded, requested, version 1)
    claimedAfterFirstRead();
    db.on(QueryCommand).resolves({ Items: [claimedOrder()] });

    // Act
    const result = await refund({ reason: 'Bought the wrong plan' });

    // Assess: Paystack asked once for the whole amount of this transaction
    expect(result.status).toBe(200);
    expect(refundCalls().map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { transaction: REFERENCE, amount: 400_000 },
    ]);
    // The order was claimed from completed before Paystack was called
    const claim = orderUpdates()[0]?.args[0].input;
    expect(claim?.ExpressionAttributeValues).toMatchObject({ ':read': 'completed' });
    expect(updateSets(claim)).toMatchObject({ status: 'refunded' });
    expect(claim?.ConditionExpression).toBe('#status = :read AND attribute_not_exists(#version)');
    // Settled once, by the write that names the claim's version
    expect(orderUpdates()).toHaveLength(2);
    expect(orderUpdates()[1]?.args[0].input.ConditionExpression).toBe('#status = :read AND #version = :version');
    // One refund per customer and plan is recorded; the purchase record of this order goes (no other order of the
    // plan stands); the plan loses the sale
    const puts = db.commandCalls(PutCommand).map((c) => c.args[0].input.Item);
    expect(puts).toContainEqual(
      expect.objectContaining({ pk: 'USER#buyer-1', sk: 'REFUND#villa-01', order_id: ORDER_ID }),
    );
    // The order's stamped delivery is taken away (its record, then its objects)
    expect(db.commandCalls(DeleteCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({ Key: { pk: `ORDER#${ORDER_ID}`, sk: 'DELIVERY' } }),
      expect.objectContaining({
        Key: { pk: 'USER#buyer-1', sk: 'PURCHASE#villa-01' },
        ExpressionAttributeValues: { ':o0': ORDER_ID },
      }),
    ]);
    expect(planCountChanges()).toEqual([-1]);
    // The buyer is mailed; the audit trail names the admin and the reason
    expect(mails('order-refund')).toHaveLength(1);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({
        actor_email: ADMIN.email,
        action: 'order.refund',
        target_id: ORDER_ID,
        summary: expect.stringContaining('Bought the wrong plan'),
      }),
    ]);
  });

  it.each([
    ['31 days after the purchase', completedOrder({}, 31), undefined, REFUND_TEXTS.tooLate],
    [
      'after a file was downloaded',
      completedOrder({ download_count: 1, downloaded_files: ['plans/villa-01/standard/villa-01-standard.pdf'] }),
      undefined,
      REFUND_TEXTS.downloaded,
    ],
    ['a second time for this customer and plan', completedOrder(), 'an-earlier-order', REFUND_TEXTS.onePerPlan],
  ])('refuses %s (409) without asking Paystack or touching the order', async (_case, item, earlier, message) => {
    // Prepare
    storedOrder(item);
    if (earlier) {
      db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'REFUND#villa-01' } }).resolves({
        Item: { order_id: earlier },
      });
    }

    // Act
    const result = await refund({ reason: 'Asked for a refund' });

    // Assess
    expect(result.status).toBe(409);
    expect(result.body.message).toBe(message);
    expect(refundCalls()).toHaveLength(0);
    expect(orderUpdates()).toHaveLength(0);
    expect(mails('order-refund')).toHaveLength(0);
  });

  it('lets only a super admin override the policy (403 for an admin), and records the reason and the override', async () => {
    storedOrder(completedOrder({}, 40));

    const byAdmin = await refund({ reason: 'Goodwill', override: true });
    const bySuperAdmin = await refund({ reason: 'Goodwill: the drawings had an error', override: true }, SUPER_ADMIN);

    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(REFUND_TEXTS.overrideNeedsSuperAdmin);
    expect(bySuperAdmin.status).toBe(200);
    expect(refundCalls()).toHaveLength(1);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({
        actor_email: SUPER_ADMIN.email,
        action: 'order.refund.override',
        summary: expect.stringContaining(
          `Goodwill: the drawings had an error (policy overridden: ${REFUND_TEXTS.tooLate})`,
        ),
      }),
    ]);
  });

  it('puts the order back when Paystack refuses the refund (409), with nothing mailed, reversed or audited', async () => {
    claimedAfterFirstRead();
    paystack = paystackFetch({ status: 400, body: { status: false, message: 'Transaction has been fully reversed' } });
    vi.stubGlobal('fetch', paystack.fetchMock);

    const result = await refund({ reason: 'Bought the wrong plan' });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe(`${REFUND_TEXTS.providerRefused}: Transaction has been fully reversed`);
    // The claim, then the claim given back (completed again), named by its version
    expect(orderUpdates().map((c) => updateSets(c.args[0].input).status)).toEqual(['refunded', 'completed']);
    expect(planCountChanges()).toEqual([]);
    expect(db.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(mails('order-refund')).toHaveLength(0);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([]);
  });

  it('answers 409 to the second of two clicks (the claim is taken) and asks Paystack nothing more', async () => {
    // The other click's claim lands between this one's read and write; the read after the lost write sees it.
    claimedAfterFirstRead();
    db.on(UpdateCommand, { Key: ORDER_KEY }).rejects(conditionFailed());

    const result = await refund({ reason: 'Bought the wrong plan' });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe(REFUND_TEXTS.alreadyRefunded);
    expect(refundCalls()).toHaveLength(0);
  });

  it('refuses a buyer (403) and a pending order (409)', async () => {
    const byBuyer = await refund({ reason: 'Please refund me' }, BUYER);
    storedOrder(orderItem());
    const pending = await refund({ reason: 'Bought the wrong plan' });

    expect(byBuyer.status).toBe(403);
    expect(pending.status).toBe(409);
    expect(pending.body.message).toBe(REFUND_TEXTS.notCompleted);
    expect(refundCalls()).toHaveLength(0);
  });
});

describe('access ends when it is removed: the revocation check on staff routes', () => {
  /** An admin call whose token was issued at `issuedAt` (epoch seconds). */
  async function refundWithTokenIssuedAt(issuedAt: number) {
    const event = withClaims(
      apiEvent({
        method: 'POST',
        routeKey: 'POST /api/orders/{id}/refund',
        path: `/api/orders/${ORDER_ID}/refund`,
        params: { id: ORDER_ID },
        body: JSON.stringify({ reason: 'Bought the wrong plan' }),
      }),
      ADMIN,
    );
    event.requestContext.authorizer.jwt.claims.iat = String(issuedAt);
    return answerOf(refundHandler, event);
  }

  it('refuses (401) a token issued before the admin was demoted, before reading the order', async () => {
    // Prepare: demoted ten minutes ago; the token is twenty minutes old and still says "admin"
    const revokedAt = new Date(Date.now() - 10 * 60_000);
    db.on(GetCommand, { Key: { pk: `USER#${ADMIN.sub}`, sk: 'ACCESS' } }).resolves({
      Item: { revoked_at: revokedAt.toISOString() },
    });

    // Act
    const old = await refundWithTokenIssuedAt(Math.floor((Date.now() - 20 * 60_000) / 1000));

    // Assess
    expect(old.status).toBe(401);
    expect(old.body.message).toBe(ACCESS_REVOKED);
    expect(db.commandCalls(GetCommand).map((c) => c.args[0].input.Key?.sk)).toEqual(['ACCESS']);
    expect(refundCalls()).toHaveLength(0);
  });

  it('lets a token issued after the revocation through (the user signed in again with the groups they have now)', async () => {
    db.on(GetCommand, { Key: { pk: `USER#${ADMIN.sub}`, sk: 'ACCESS' } }).resolves({
      Item: { revoked_at: new Date(Date.now() - 10 * 60_000).toISOString() },
    });

    const fresh = await refundWithTokenIssuedAt(Math.floor((Date.now() - 60_000) / 1000));

    expect(fresh.status).toBe(200);
  });

  it('fails closed (500, the field named in the log) at a stored revocation it cannot read', async () => {
    db.on(GetCommand, { Key: { pk: `USER#${ADMIN.sub}`, sk: 'ACCESS' } }).resolves({
      Item: { revoked_at: 'last Tuesday' },
    });

    const { result, logged } = await failingRead(() => refundWithTokenIssuedAt(Math.floor(Date.now() / 1000)));

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored access revocation does not have the expected shape at revoked_at: not a time/);
    expect(refundCalls()).toHaveLength(0);
  });

  it('reads the revocation strongly consistent, so a removal counts from the very next request', async () => {
    await refundWithTokenIssuedAt(Math.floor(Date.now() / 1000));

    const access = db.commandCalls(GetCommand).find((c) => c.args[0].input.Key?.sk === 'ACCESS');
    expect(access?.args[0].input.ConsistentRead).toBe(true);
  });
});

describe('re-issue: extend the download window, resend the confirmation', () => {
  const extend = (days: unknown, as: SignedInAs = ADMIN) =>
    callAs(extendHandler, {
      method: 'POST',
      route: '/api/orders/{id}/extend',
      params: { id: ORDER_ID },
      body: { days },
      as,
    });

  it('moves an ended window to now + days, mails the buyer the link and audits who did it', async () => {
    // Prepare: the window ended two days ago
    // Only the clock is fixed (timers stay real), so "now + 7 days" is exact.
    vi.useFakeTimers({ now: new Date('2026-11-10T08:00:00.000Z'), toFake: ['Date'] });
    storedOrder(completedOrder({ expires_at: daysAgo(2) }, 9));

    // Act
    const result = await extend(7).finally(() => vi.useRealTimers());

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.expires_at).toBe('2026-11-17T08:00:00.000Z');
    const write = orderUpdates()[0]?.args[0].input;
    expect(write?.ExpressionAttributeValues).toMatchObject({
      ':expires': result.body.expires_at,
      ':completed': 'completed',
    });
    const [mail] = mails('order-window-extended');
    expect(readFileSync(join(mailDir, mail as string), 'utf8')).toContain(
      `https://shop.example.com/download/${ORDER_ID}`,
    );
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({ actor_email: ADMIN.email, action: 'order.extend', target_id: ORDER_ID }),
    ]);
  });

  it.each([[3], [9]])(
    'mails the buyer the real %s days, greeting them by their profile name, with a readable date and an HTML part',
    async (days) => {
      vi.useFakeTimers({ now: new Date('2026-11-10T08:00:00.000Z'), toFake: ['Date'] });
      const order = completedOrder({ expires_at: daysAgo(2) });
      storedOrder(order);
      db.on(GetCommand, { Key: { pk: `USER#${order.user_id}`, sk: 'PROFILE' } }).resolves({
        Item: { first_name: 'Ama', last_name: 'Mensah' },
      });

      const result = await extend(days).finally(() => vi.useRealTimers());

      expect(result.status).toBe(200);
      const [mail] = mails('order-window-extended');
      const eml = readFileSync(join(mailDir, mail as string), 'utf8');
      expect(eml).toContain('Dear Ama Mensah,');
      expect(eml).toContain(`by ${days} days.`);
      expect(eml).not.toContain('7 days');
      expect(eml).toContain(`until ${10 + days} November 2026 at 08:00 GMT.`);
      expect(eml).toContain('Content-Type: text/html; charset=UTF-8');
    },
  );

  it('extends an open window from its current end, not from now', async () => {
    const end = new Date(Date.now() + 3 * DAY_MS).toISOString();
    storedOrder(completedOrder({ expires_at: end }));

    const result = await extend(5);

    expect(result.body.expires_at).toBe(new Date(Date.parse(end) + 5 * DAY_MS).toISOString());
  });

  it.each([[0], [31], [1.5]])('refuses %s days (400) and writes nothing', async (days) => {
    const result = await extend(days);

    expect(result.status).toBe(400);
    expect(result.body.fields).toHaveProperty('days');
    expect(orderUpdates()).toHaveLength(0);
  });

  it('refuses a pending order (409) and a buyer (403)', async () => {
    const byBuyer = await extend(7, BUYER);
    storedOrder(orderItem());
    const pending = await extend(7);

    expect(byBuyer.status).toBe(403);
    expect(pending.status).toBe(409);
    expect(mails('order-window-extended')).toHaveLength(0);
  });

  it('resends the confirmation even with Payment Confirmations off (staff asked for it), audited', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({
      Item: { notify_payment_confirmations: false },
    });

    const result = await callAs(resendHandler, {
      method: 'POST',
      route: '/api/orders/{id}/resend-confirmation',
      params: { id: ORDER_ID },
      body: {},
      as: ADMIN,
    });

    expect(result.status).toBe(200);
    expect(mails('order-confirmation')).toHaveLength(1);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({ actor_email: ADMIN.email, action: 'order.resend-confirmation' }),
    ]);
  });
});
