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
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/payments/payment-webhook.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { updateSets } from '../../support/update-sets.ts';
import { ORDER_ID, orderItem, SECRET, sign, transaction } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
let mailDir: string;

function webhookEvent(body: string, signature?: string) {
  return apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/webhook',
    path: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    body,
  });
}

async function deliver(payload: unknown, signature?: (body: string) => string) {
  const body = JSON.stringify(payload);
  return answerOf(handler, webhookEvent(body, signature ? signature(body) : sign(body)));
}

const chargeSuccess = (overrides: Record<string, unknown> = {}) => ({
  event: 'charge.success',
  data: transaction(overrides),
});
const isOrderKey = (input: { Key?: Record<string, unknown> }) => input.Key?.pk === `ORDER#${ORDER_ID}`;
const orderUpdates = () => db.commandCalls(UpdateCommand).filter((call) => isOrderKey(call.args[0].input));
const planIncrements = () =>
  db
    .commandCalls(UpdateCommand)
    .filter((call) => String(call.args[0].input.UpdateExpression).includes('ADD #downloads'));
const mails = () => readdirSync(mailDir).filter((name) => name.includes('order-confirmation'));

beforeEach(() => {
  db.reset();
  s3.reset();
  s3.on(ListObjectsV2Command).resolves({ Contents: [] });
  mailDir = mkdtempSync(join(tmpdir(), 'webhook-mail-'));
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', 'http://paystack.test');
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({ Item: orderItem() });
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({
    Item: sampleItem({
      plan_files: {
        basic: ['plans/villa-01/basic/villa-01-basic.pdf'],
        standard: ['plans/villa-01/standard/villa-01-standard.pdf', 'plans/villa-01/standard/floor.dxf'],
        premium: ['plans/villa-01/premium/set.zip'],
      },
    }),
  });
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({ Attributes: { downloads: 41 } });
  db.on(QueryCommand).rejects(new Error('no query expected'));
});

afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('POST /api/payments/webhook', () => {
  it('completes the order for a signed charge.success with the right amount: files, purchase, one count, one mail', async () => {
    const result = await deliver(chargeSuccess());

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ received: true });
    const completion = orderUpdates()[0]?.args[0].input;
    expect(completion?.ConditionExpression).toBe('#status IN (:from0, :from1, :from2)');
    expect(updateSets(completion)).toMatchObject({ status: 'completed', payment_status: 'completed' });
    expect(completion?.ExpressionAttributeValues).toMatchObject({
      ':from0': 'pending',
      ':from1': 'cancelled',
      ':from2': 'failed',
    });
    expect(Object.values(completion?.ExpressionAttributeValues ?? {})).toContainEqual([
      { key: 'plans/villa-01/basic/villa-01-basic.pdf', tier: 'basic' },
      { key: 'plans/villa-01/standard/villa-01-standard.pdf', tier: 'standard' },
      { key: 'plans/villa-01/standard/floor.dxf', tier: 'standard' },
    ]);
    const purchase = db.commandCalls(PutCommand)[0]?.args[0].input.Item;
    expect(purchase).toMatchObject({ pk: 'USER#buyer-1', sk: 'PURCHASE#villa-01', order_id: ORDER_ID });
    expect(planIncrements()).toHaveLength(1);
    expect(mails()).toHaveLength(1);
    const mail = readFileSync(join(mailDir, mails()[0] ?? ''), 'utf8');
    expect(mail).toContain('To: ama@example.com');
    expect(mail).toContain('Invoice: INV-3C4D5E6F');
    expect(mail).toContain(`https://shop.example.com/download/${ORDER_ID}`);
  });

  it('removes the purchase record it wrote when its completion lost to a refund (no verified review from it)', async () => {
    // Prepare: read pending; a refund event moves the order to refunded before this success's conditional write
    db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } })
      .resolvesOnce({ Item: orderItem() })
      .resolves({ Item: orderItem({ status: 'refunded', payment_status: 'refunded' }) });
    db.on(UpdateCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).rejects(conditionFailed());
    db.on(DeleteCommand).resolves({});

    // Act
    const result = await deliver(chargeSuccess());

    // Assess: the marker was written, then removed, only while it is this order's
    expect(result.status).toBe(200);
    expect(db.commandCalls(PutCommand).map((c) => c.args[0].input.Item?.sk)).toContain('PURCHASE#villa-01');
    expect(db.commandCalls(DeleteCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        Key: { pk: 'USER#buyer-1', sk: 'PURCHASE#villa-01' },
        ConditionExpression: '#order = :order',
        ExpressionAttributeValues: { ':order': ORDER_ID },
      }),
    ]);
    expect(planIncrements()).toHaveLength(0);
    expect(mails()).toHaveLength(0);
  });

  it('a refund reported for a completed sale takes it back: purchase record removed, one sale off the plan', async () => {
    const paid = { paid_at: '2026-11-20T10:02:00.000Z' };
    db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({
      Item: orderItem({ status: 'completed', payment_status: 'completed', ...paid }),
    });
    // The buyer's orders, read to recount the purchase record: only this one, refunded now.
    db.on(QueryCommand).resolves({ Items: [orderItem({ status: 'refunded', payment_status: 'refunded', ...paid })] });
    db.on(DeleteCommand).resolves({});

    const result = await deliver({
      event: 'refund.processed',
      data: { transaction_reference: `thp_${ORDER_ID}`, amount: 400_000, status: 'processed' },
    });

    expect(result.status).toBe(200);
    const deletes = db.commandCalls(DeleteCommand).map((c) => c.args[0].input);
    expect(deletes).toContainEqual(
      expect.objectContaining({
        Key: { pk: 'USER#buyer-1', sk: 'PURCHASE#villa-01' },
        ExpressionAttributeValues: { ':o0': ORDER_ID },
      }),
    );
    const planChanges = planIncrements().map((c) => c.args[0].input.ExpressionAttributeValues);
    expect(planChanges).toEqual([{ ':delta': -1, ':one': 1 }]);
    expect(planIncrements()[0]?.args[0].input.ConditionExpression).toBe('attribute_exists(#pk) AND #downloads >= :one');
  });

  it('grants nothing more when another delivery already completed the order (lost conditional write)', async () => {
    db.on(UpdateCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).rejects(conditionFailed());

    const result = await deliver(chargeSuccess());

    expect(result.status).toBe(200);
    expect(planIncrements()).toHaveLength(0);
    expect(mails()).toHaveLength(0);
  });

  it('does nothing for an order that is already completed', async () => {
    db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({
      Item: orderItem({ status: 'completed', payment_status: 'completed', paid_at: '2026-11-20T10:02:00.000Z' }),
    });

    const result = await deliver(chargeSuccess());

    expect(result.status).toBe(200);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['a forged signature', (body: string) => sign(body, 'sk_test_someone_else')],
    ['a stale signature (an old key)', (body: string) => sign(body, 'sk_test_rotated_away')],
    ['a signature of another body', () => sign('{"event":"charge.success"}')],
    ['a malformed signature', () => 'not-hex'],
  ])('refuses %s with 401 and reads or writes nothing', async (_name, signature) => {
    const result = await deliver(chargeSuccess(), signature);

    expect(result.status).toBe(401);
    expect(result.body.message).toBe('Invalid webhook signature');
    expect(db.calls()).toHaveLength(0);
  });

  it('refuses a missing signature with 401', async () => {
    const body = JSON.stringify(chargeSuccess());

    const result = await answerOf(handler, webhookEvent(body));

    expect(result.status).toBe(401);
    expect(db.calls()).toHaveLength(0);
  });

  it('acknowledges a webhook for a reference that is not ours and writes nothing', async () => {
    const result = await deliver(chargeSuccess({ reference: 'T123456789' }));

    expect(result.status).toBe(200);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('acknowledges a well-formed reference with no order behind it', async () => {
    db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({});

    const result = await deliver(chargeSuccess());

    expect(result.status).toBe(200);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each([
    ['a lower amount', { amount: 1_000 }, 'Paid 1000 pesewas, expected 400000 pesewas'],
    ['another currency', { currency: 'NGN' }, 'Paid in NGN, expected GHS'],
  ])('marks the order failed for %s and grants nothing', async (_name, change, reason) => {
    const result = await deliver(chargeSuccess(change));

    expect(result.status).toBe(200);
    const update = orderUpdates()[0]?.args[0].input;
    expect(updateSets(update)).toMatchObject({ status: 'failed' });
    expect(update?.ExpressionAttributeValues).toMatchObject({ ':from0': 'pending' });
    expect(Object.values(update?.ExpressionAttributeValues ?? {})).toContain(reason);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(planIncrements()).toHaveLength(0);
    expect(mails()).toHaveLength(0);
  });

  it('acknowledges other events without touching orders', async () => {
    const result = await deliver({ event: 'transfer.success', data: transaction() });

    expect(result.status).toBe(200);
    expect(db.calls()).toHaveLength(0);
  });
});
