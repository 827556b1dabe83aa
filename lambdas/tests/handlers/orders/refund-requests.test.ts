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
import { REFUND_REQUEST_TEXTS, type RefundRequestState } from '@shop/shared/orders/refund-request';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as decideHandler } from '../../../src/handlers/orders/decide-refund-request.ts';
import { handler as requestHandler } from '../../../src/handlers/orders/request-refund.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { ADMIN, auditItems, SUPER_ADMIN } from '../admin/admin-request.ts';
import { ORDER_ID, orderItem, PAYSTACK, paystackFetch, REFERENCE, SECRET } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const DAY_MS = 24 * 60 * 60 * 1000;
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };
const OWNER: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
const STRANGER: SignedInAs = { sub: 'buyer-2', email: 'kojo@example.com' };
let mailDir: string;
let paystack: ReturnType<typeof paystackFetch>;

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

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

const pendingRequest: RefundRequestState = {
  status: 'pending',
  reason: 'The plan does not fit my plot after all',
  requested_at: daysAgo(1),
  policy_refusal: REFUND_TEXTS.tooLate,
  decided_at: null,
  decision_reason: null,
};

const storedOrder = (item: Record<string, unknown>) => db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: item });
const orderUpdates = () => db.commandCalls(UpdateCommand).filter((c) => c.args[0].input.Key?.pk === ORDER_KEY.pk);
const requestWrites = () =>
  orderUpdates()
    .map((c) => c.args[0].input)
    .filter((input) => String(input.UpdateExpression).includes('refund_request'));
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

describe('POST /api/orders/{id}/refund-request: the buyer asks', () => {
  it('grants a request inside the policy at once, through the staff refund path: Paystack once, the refund mail', async () => {
    // Act
    const result = await ask('Bought the wrong plan');

    // Assess: stored once (granted), then the claim and settlement of the existing refund machine
    expect(result.status).toBe(200);
    expect(requestWrites()[0]?.ConditionExpression).toBe(
      'attribute_exists(#pk) AND attribute_not_exists(refund_request)',
    );
    expect(requestWrites()[0]?.ExpressionAttributeValues?.[':request']).toMatchObject({
      status: 'granted',
      reason: 'Bought the wrong plan',
      policy_refusal: null,
    });
    expect(refundCalls().map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { transaction: REFERENCE, amount: 400_000 },
    ]);
    expect(mails('order-refund')).toHaveLength(1);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({
        actor_id: OWNER.sub,
        action: 'order.refund',
        summary: expect.stringContaining("Buyer's request: Bought the wrong plan"),
      }),
    ]);
  });

  it.each([
    ['31 days after the purchase', completedOrder({}, 31), REFUND_TEXTS.tooLate],
    [
      'after a file was downloaded',
      completedOrder({ download_count: 1, downloaded_files: ['plans/villa-01/standard/villa-01-standard.pdf'] }),
      REFUND_TEXTS.downloaded,
    ],
  ])(
    'keeps a request %s for staff: no Paystack call, the reason and the policy stored, staff mailed',
    async (_c, item, why) => {
      storedOrder(item);

      const result = await ask('The plan does not fit my plot after all');

      expect(result.status).toBe(200);
      expect(result.body.status).toBe('completed');
      expect(result.body.refund_request).toMatchObject({ status: 'pending', policy_refusal: why });
      expect(refundCalls()).toHaveLength(0);
      expect(requestWrites()).toHaveLength(1);
      const [mail] = mails('order-refund-requested');
      expect(readFileSync(join(mailDir, mail as string), 'utf8')).toContain('The plan does not fit my plot after all');
      expect(auditItems(db.commandCalls(PutCommand))).toEqual([
        expect.objectContaining({ actor_id: OWNER.sub, action: 'order.refund-request' }),
      ]);
    },
  );

  it('keeps a second refund of the same plan for staff (one refund per customer and plan)', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'REFUND#villa-01' } }).resolves({
      Item: { order_id: 'an-earlier-order' },
    });

    const result = await ask('Wrong plan again');

    expect(result.body.refund_request).toMatchObject({ status: 'pending', policy_refusal: REFUND_TEXTS.onePerPlan });
    expect(refundCalls()).toHaveLength(0);
  });

  it('leaves the request for staff when Paystack cannot be reached, instead of failing the buyer', async () => {
    paystack = paystackFetch({ status: 503, body: { status: false, message: 'Service unavailable' } });
    vi.stubGlobal('fetch', paystack.fetchMock);

    const result = await ask('Bought the wrong plan');

    expect(result.status).toBe(200);
    expect(result.body.refund_request).toMatchObject({ status: 'pending' });
    // Stored as granted, then moved back to pending only from granted
    expect(requestWrites().map((w) => w.ExpressionAttributeValues?.[':request']?.status)).toEqual([
      'granted',
      'pending',
    ]);
    expect(requestWrites()[1]?.ExpressionAttributeValues?.[':from']).toBe('granted');
    expect(mails('order-refund-requested')).toHaveLength(1);
  });

  it('answers a second request (409) without asking Paystack, whether it was stored before or meanwhile', async () => {
    storedOrder(completedOrder({ refund_request: pendingRequest }));
    const already = await ask('Please, again');
    storedOrder(completedOrder());
    db.on(UpdateCommand, { Key: ORDER_KEY }).rejects(conditionFailed());
    const raced = await ask('Double click');

    expect([already.status, raced.status]).toEqual([409, 409]);
    expect(already.body.message).toBe(REFUND_REQUEST_TEXTS.alreadyAsked);
    expect(raced.body.message).toBe(REFUND_REQUEST_TEXTS.alreadyAsked);
    expect(refundCalls()).toHaveLength(0);
  });

  it("answers another buyer's order like a missing one (404), and refuses refunded and disputed orders (409)", async () => {
    const byStranger = await ask('Not my order', STRANGER);
    storedOrder(completedOrder({ status: 'refunded', payment_status: 'refunded' }));
    const refunded = await ask('Refund me twice');
    storedOrder(completedOrder({ dispute_status: 'open' }));
    const disputed = await ask('Also disputed at my bank');

    expect(byStranger.status).toBe(404);
    expect([refunded.status, refunded.body.message]).toEqual([409, REFUND_TEXTS.alreadyRefunded]);
    expect([disputed.status, disputed.body.message]).toEqual([409, REFUND_TEXTS.disputed]);
    expect(requestWrites()).toHaveLength(0);
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

  it('declines with a reason: one conditional write from pending, the buyer mailed the reason, audited', async () => {
    const result = await decide({ grant: false, reason: 'The files were downloaded twice' });

    expect(result.status).toBe(200);
    expect(result.body.refund_request).toMatchObject({
      status: 'declined',
      decision_reason: 'The files were downloaded twice',
    });
    expect(requestWrites()[0]?.ExpressionAttributeValues?.[':from']).toBe('pending');
    const [mail] = mails('order-refund-declined');
    expect(readFileSync(join(mailDir, mail as string), 'utf8')).toContain('The files were downloaded twice');
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({ actor_email: ADMIN.email, action: 'order.refund-request.decline' }),
    ]);
    expect(refundCalls()).toHaveLength(0);
  });

  it('lets only a super admin grant outside the policy (403 for an admin); the grant refunds through Paystack', async () => {
    const byAdmin = await decide({ grant: true, reason: 'Goodwill' });
    const bySuperAdmin = await decide({ grant: true, reason: 'Goodwill: drawings had an error' }, SUPER_ADMIN);

    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toBe(REFUND_TEXTS.overrideNeedsSuperAdmin);
    expect(bySuperAdmin.status).toBe(200);
    expect(bySuperAdmin.body.refund_request).toMatchObject({ status: 'granted' });
    expect(refundCalls()).toHaveLength(1);
    expect(mails('order-refund')).toHaveLength(1);
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({ actor_email: SUPER_ADMIN.email, action: 'order.refund.override' }),
    ]);
  });

  it('lets an admin grant a request the policy covers (left for staff because Paystack was down)', async () => {
    storedOrder(completedOrder({ refund_request: { ...pendingRequest, policy_refusal: REFUND_TEXTS.providerDown } }));

    const result = await decide({ grant: true, reason: 'Paystack is back' });

    expect(result.status).toBe(200);
    expect(refundCalls()).toHaveLength(1);
  });

  it('refuses a decided or missing request, a second decline racing the first, an order refunded meanwhile (409), and a buyer (403)', async () => {
    const byBuyer = await decide({ grant: false, reason: 'I decline myself' }, OWNER);
    storedOrder(completedOrder({ refund_request: { ...pendingRequest, status: 'declined' } }));
    const decided = await decide({ grant: false, reason: 'Again' });
    storedOrder(completedOrder());
    const none = await decide({ grant: false, reason: 'Nothing to decide' });
    storedOrder(completedOrder({ refund_request: pendingRequest }, 40));
    db.on(UpdateCommand, { Key: ORDER_KEY }).rejects(conditionFailed());
    const raced = await decide({ grant: false, reason: 'Second staff member' });
    storedOrder(completedOrder({ status: 'refunded', payment_status: 'refunded', refund_request: pendingRequest }));
    const refundedMeanwhile = await decide({ grant: false, reason: 'Already refunded by staff' });

    expect(byBuyer.status).toBe(403);
    expect([refundedMeanwhile.status, refundedMeanwhile.body.message]).toEqual([409, REFUND_TEXTS.alreadyRefunded]);
    expect([decided.status, decided.body.message]).toEqual([409, REFUND_REQUEST_TEXTS.notPending]);
    expect([none.status, none.body.message]).toEqual([409, REFUND_REQUEST_TEXTS.noRequest]);
    expect([raced.status, raced.body.message]).toEqual([409, REFUND_REQUEST_TEXTS.notPending]);
    expect(mails('order-refund-declined')).toHaveLength(0);
  });
});
