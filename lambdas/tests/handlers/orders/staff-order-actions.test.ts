import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_REVOKED } from '../../../src/auth/access-revocation.ts';
import { handler as extendHandler } from '../../../src/handlers/orders/extend-order-window.ts';
import { handler as refundHandler } from '../../../src/handlers/orders/refund-order.ts';
import { handler as resendHandler } from '../../../src/handlers/orders/resend-confirmation.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { failingRead } from '../../support/read-failure.ts';
import { ADMIN, BUYER } from '../admin/admin-request.ts';
import { ORDER_ID, PAYSTACK, paystackFetch, REFERENCE, stubPaymentEnv } from '../payments/payment-fixtures.ts';
import { completedOrder, DAY_MS, ORDER_KEY } from './order-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let mailDir: string;
let paystack: ReturnType<typeof paystackFetch>;

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

const refundCalls = () => paystack.calls.filter((c) => c.url === `${PAYSTACK}/refund`);
const mails = (kind: string) => readdirSync(mailDir).filter((name) => name.includes(`-${kind}-`));

beforeEach(() => {
  db.reset();
  s3.reset();
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  mailDir = mkdtempSync(join(tmpdir(), 'order-actions-mail-'));
  stubPaymentEnv();
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('MAIL_DIR', mailDir);
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

/*
 * The refund policy, the claim before Paystack is asked and what a refund leaves behind (or, refused, puts back) are
 * checked on the domain function against in-memory repositories (tests/domain/refunds/refund-order.test.ts); these
 * are the route's own duties: who may call it, and that it refunds through Paystack and mails the buyer.
 */
describe('POST /api/orders/{id}/refund: the route', () => {
  it('refunds a completed order through Paystack for its whole amount, mails the buyer and answers 200', async () => {
    // Prepare: after the claim, the order reads as claimed (refunded, requested, version 1)
    claimedAfterFirstRead();
    db.on(QueryCommand).resolves({ Items: [claimedOrder()] });

    // Act
    const result = await refund({ reason: 'Bought the wrong plan' });

    // Assess
    expect(result.status).toBe(200);
    expect(refundCalls().map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { transaction: REFERENCE, amount: 400_000 },
    ]);
    expect(mails('order-refund')).toHaveLength(1);
  });

  it('refuses a buyer (403) without asking Paystack', async () => {
    const byBuyer = await refund({ reason: 'Please refund me' }, BUYER);

    expect(byBuyer.status).toBe(403);
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

/*
 * What the window extension and the resent confirmation do to the order, the mail and the trail is checked on the
 * domain functions against in-memory repositories (tests/domain/orders/reissue-order.test.ts); these are the routes'
 * own duties: who may call them, what they accept, and that they answer with the order.
 */
describe('re-issue routes: extend the download window, resend the confirmation', () => {
  const extend = (days: unknown, as: SignedInAs = ADMIN) =>
    callAs(extendHandler, {
      method: 'POST',
      route: '/api/orders/{id}/extend',
      params: { id: ORDER_ID },
      body: { days },
      as,
    });

  it('answers an admin with the order and its new window end, and mails the buyer', async () => {
    const end = new Date(Date.now() + 3 * DAY_MS).toISOString();
    storedOrder(completedOrder({ expires_at: end }));

    const result = await extend(5);

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: ORDER_ID,
      expires_at: new Date(Date.parse(end) + 5 * DAY_MS).toISOString(),
    });
    expect(mails('order-window-extended')).toHaveLength(1);
  });

  it.each([[0], [31], [1.5]])('refuses %s days (400) and writes nothing', async (days) => {
    const result = await extend(days);

    expect(result.status).toBe(400);
    expect(result.body.fields).toHaveProperty('days');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(mails('order-window-extended')).toHaveLength(0);
  });

  it('refuses a buyer (403) and mails no one', async () => {
    const byBuyer = await extend(7, BUYER);

    expect(byBuyer.status).toBe(403);
    expect(mails('order-window-extended')).toHaveLength(0);
  });

  it('answers an admin asking for the confirmation again, and mails it', async () => {
    const result = await callAs(resendHandler, {
      method: 'POST',
      route: '/api/orders/{id}/resend-confirmation',
      params: { id: ORDER_ID },
      body: {},
      as: ADMIN,
    });

    expect(result.status).toBe(200);
    expect(mails('order-confirmation')).toHaveLength(1);
  });
});
