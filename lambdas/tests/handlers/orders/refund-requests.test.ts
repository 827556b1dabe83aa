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
import type { RefundRequestState } from '@shop/shared/orders/refund-request';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as decideHandler } from '../../../src/handlers/orders/decide-refund-request.ts';
import { handler as requestHandler } from '../../../src/handlers/orders/request-refund.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN } from '../admin/admin-request.ts';
import { ORDER_ID, PAYSTACK, paystackFetch, REFERENCE, stubPaymentEnv } from '../payments/payment-fixtures.ts';
import { completedOrder, daysAgo, ORDER_KEY } from './order-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const OWNER: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
let mailDir: string;
let paystack: ReturnType<typeof paystackFetch>;

const pendingRequest: RefundRequestState = {
  status: 'pending',
  reason: 'The plan does not fit my plot after all',
  requested_at: daysAgo(1),
  policy_refusal: REFUND_TEXTS.tooLate,
  decided_at: null,
  decision_reason: null,
};

const storedOrder = (item: Record<string, unknown>) => db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: item });
const refundCalls = () => paystack.calls.filter((c) => c.url === `${PAYSTACK}/refund`);
const mails = (kind: string) =>
  readdirSync(mailDir).filter((name) => name.endsWith('.eml') && name.includes(`-${kind}-`));

const ask = (reason: string, as: SignedInAs = OWNER) =>
  callAs(requestHandler, {
    method: 'POST',
    route: '/api/orders/{id}/refund-request',
    params: { id: ORDER_ID },
    body: { reason },
    as,
  });
const decide = (body: unknown, as: SignedInAs = ADMIN) =>
  callAs(decideHandler, {
    method: 'POST',
    route: '/api/orders/{id}/refund-request/decision',
    params: { id: ORDER_ID },
    body,
    as,
  });

beforeEach(() => {
  db.reset();
  s3.reset();
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  mailDir = mkdtempSync(join(tmpdir(), 'refund-request-mail-'));
  stubPaymentEnv();
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('MAIL_DIR', mailDir);
  paystack = paystackFetch({ body: { status: true, message: 'Refund queued', data: { status: 'processed' } } });
  vi.stubGlobal('fetch', paystack.fetchMock);
  db.on(GetCommand).resolves({});
  db.on(QueryCommand).resolves({ Items: [] });
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
 * What asking and deciding do (the request the order holds, Paystack, the mails, the trail, every refusal) is
 * checked on the domain functions against in-memory repositories (tests/domain/refunds/refund-requests.test.ts);
 * these are the routes' own duties: who may call them, what a body must hold, and that they answer from the order.
 */
describe('POST /api/orders/{id}/refund-request: the buyer asks', () => {
  it('grants a request inside the policy through Paystack and mails the buyer (200)', async () => {
    const result = await ask('Bought the wrong plan');

    expect(result.status).toBe(200);
    expect(refundCalls().map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { transaction: REFERENCE, amount: 400_000 },
    ]);
    expect(mails('order-refund')).toHaveLength(1);
  });

  it('asks for a reason (400)', async () => {
    const result = await ask(' ');

    expect(result.status).toBe(400);
    expect(result.body.fields).toHaveProperty('reason');
  });
});

describe('POST /api/orders/{id}/refund-request/decision: staff decide', () => {
  beforeEach(() => {
    storedOrder(completedOrder({ refund_request: pendingRequest }, 40));
  });

  it('declines with a reason and mails it to the buyer (200)', async () => {
    const result = await decide({ grant: false, reason: 'The files were downloaded twice' });

    expect(result.status).toBe(200);
    expect(result.body.refund_request).toMatchObject({
      status: 'declined',
      decision_reason: 'The files were downloaded twice',
    });
    const [mail] = mails('order-refund-declined');
    expect(readFileSync(join(mailDir, mail as string), 'utf8')).toContain('The files were downloaded twice');
  });

  it('refuses a buyer (403)', async () => {
    const byBuyer = await decide({ grant: false, reason: 'I decline myself' }, OWNER);

    expect(byBuyer.status).toBe(403);
    expect(mails('order-refund-declined')).toHaveLength(0);
  });
});
