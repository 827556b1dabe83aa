import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as refundHandler } from '../../../src/handlers/orders/refund-order.ts';
import { callAs } from '../../support/call-handler.ts';
import { SUPER_ADMIN } from '../admin/admin-request.ts';
import { ORDER_ID, orderItem, PAYSTACK, paystackFetch, SECRET } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const DAY_MS = 24 * 60 * 60 * 1000;
let paystack: ReturnType<typeof paystackFetch>;

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', PAYSTACK);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  paystack = paystackFetch({ body: { status: true, message: 'Refund queued', data: { status: 'processed' } } });
  vi.stubGlobal('fetch', paystack.fetchMock);
  db.on(GetCommand).resolves({});
  db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({
    Item: orderItem({
      status: 'completed',
      payment_status: 'completed',
      paid_at: new Date(Date.now() - DAY_MS).toISOString(),
      expires_at: new Date(Date.now() + 6 * DAY_MS).toISOString(),
      dispute_status: 'open',
    }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('POST /api/orders/{id}/refund while the bank has a dispute open', () => {
  it('refuses (409, with the reason) even a super admin overriding the policy, and asks Paystack nothing', async () => {
    const result = await callAs(refundHandler, {
      method: 'POST',
      route: '/api/orders/{id}/refund',
      params: { id: ORDER_ID },
      body: { reason: 'Buyer asked', override: true },
      as: SUPER_ADMIN,
    });

    expect(result.status).toBe(409);
    expect(result.body.message).toBe(REFUND_TEXTS.disputed);
    expect(paystack.calls.filter((call) => call.url === `${PAYSTACK}/refund`)).toHaveLength(0);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });
});
