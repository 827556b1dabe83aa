import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_NOT_AN_EVENT } from '../../../src/domain/payments/handle-webhook.ts';
import { handler } from '../../../src/handlers/payments/payment-webhook.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { SECRET, sign } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

/** A webhook signed with the shop's own Paystack secret, so only the body's shape is on trial. */
function signedWebhook(body: string) {
  return apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/webhook',
    path: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) },
    body,
  });
}

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', 'http://paystack.test');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('POST /api/payments/webhook with a correctly signed body that is not an event', () => {
  it.each(['null', '[]', '42', '"charge.success"'])(
    'answers 400 with what an event looks like for %s, and reads or writes nothing',
    async (body) => {
      const result = await answerOf(handler, signedWebhook(body));

      expect(result.status).toBe(400);
      expect(result.body.message).toBe(WEBHOOK_NOT_AN_EVENT);
      expect(db.calls()).toHaveLength(0);
    },
  );
});
