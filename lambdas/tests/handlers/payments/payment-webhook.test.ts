import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/payments/payment-webhook.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { SECRET, sign, transaction } from './payment-fixtures.ts';

/*
 * The route's own duties: the signature over the raw bytes Paystack sent, and the answers Paystack reads. What an
 * event does to an order is tested on the in-memory shop (tests/domain/payments/payment-webhook.test.ts). The
 * table is mocked only to see that a refused webhook reads and writes nothing.
 */

const db = mockClient(DynamoDBDocumentClient);

function webhookEvent(body: string, signature?: string) {
  return apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/webhook',
    path: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
    body,
  });
}

async function deliver(payload: unknown, signature: (body: string) => string = sign) {
  const body = JSON.stringify(payload);
  return answerOf(handler, webhookEvent(body, signature(body)));
}

/** A paid charge for a reference that is not one of the shop's: acknowledged without a read. */
const foreignCharge = { event: 'charge.success', data: transaction({ reference: 'T123456789' }) };

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('PLAN_FILES_BUCKET', 'plan-files');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', 'http://paystack.test');
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/payments/webhook', () => {
  it('acknowledges a signed event with 200 so Paystack stops retrying', async () => {
    const result = await deliver(foreignCharge);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ received: true });
  });

  it('checks the signature over the decoded bytes of a base64-encoded body', async () => {
    const body = JSON.stringify(foreignCharge);
    const event = {
      ...webhookEvent(Buffer.from(body).toString('base64'), sign(body)),
      isBase64Encoded: true,
    };

    const result = await answerOf(handler, event);

    expect(result.status).toBe(200);
  });

  it.each([
    ['a forged signature', (body: string) => sign(body, 'sk_test_someone_else')],
    ['a stale signature (an old key)', (body: string) => sign(body, 'sk_test_rotated_away')],
    ['a signature of another body', () => sign('{"event":"charge.success"}')],
    ['a malformed signature', () => 'not-hex'],
  ])('refuses %s with 401 and reads or writes nothing', async (_name, signature) => {
    const result = await deliver({ event: 'charge.success', data: transaction() }, signature);

    expect(result.status).toBe(401);
    expect(result.body.message).toBe('Invalid webhook signature');
    expect(db.calls()).toHaveLength(0);
  });

  it('refuses a missing signature with 401 and reads or writes nothing', async () => {
    const result = await answerOf(
      handler,
      webhookEvent(JSON.stringify({ event: 'charge.success', data: transaction() })),
    );

    expect(result.status).toBe(401);
    expect(db.calls()).toHaveLength(0);
  });
});
