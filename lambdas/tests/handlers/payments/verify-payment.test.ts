import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as confirmHandler } from '../../../src/handlers/payments/confirm-payment.ts';
import { handler as verifyHandler } from '../../../src/handlers/payments/verify-payment.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { BUYER, ORDER_ID, orderItem, paystackFetch, REFERENCE, stubPaymentEnv } from './payment-fixtures.ts';

/*
 * The routes' own duties: who may ask, what a request must carry, the status codes and the answer's two shapes
 * (GET, and POST inside `data`). Settling the order as Paystack says is tested on the in-memory shop
 * (tests/domain/payments/verify-payment.test.ts); here the order is one the table already holds as completed, so
 * Paystack is never asked.
 */

const db = mockClient(DynamoDBDocumentClient);

function verifyEvent(reference: string) {
  return apiEvent({
    routeKey: 'GET /api/payments/verify/{reference}',
    path: `/api/payments/verify/${reference}`,
    params: { reference },
  });
}

async function verify(reference: string, as: SignedInAs = BUYER) {
  return answerOf(verifyHandler, withClaims(verifyEvent(reference), as));
}

async function confirm(body: unknown, as: SignedInAs = BUYER) {
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/verify',
    path: '/api/payments/verify',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf(confirmHandler, withClaims(event, as));
}

let paystack: ReturnType<typeof paystackFetch>;

beforeEach(() => {
  db.reset();
  stubPaymentEnv();
  db.on(GetCommand).resolves({ Item: orderItem({ status: 'completed', payment_status: 'completed' }) });
  paystack = paystackFetch({ body: { status: false, message: 'not expected' } });
  vi.stubGlobal('fetch', paystack.fetchMock);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('GET /api/payments/verify/{reference} and POST /api/payments/verify', () => {
  it('answers the GET with where the payment stands, not to be cached', async () => {
    const result = await verify(REFERENCE);

    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.body).toMatchObject({ success: true, status: 'completed', order: { id: ORDER_ID } });
  });

  it('answers the POST with the same reading inside data', async () => {
    const result = await confirm({ reference: REFERENCE });

    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.body.data).toMatchObject({ success: true, status: 'completed', order: { id: ORDER_ID } });
  });

  it("answers someone else's reference like an unknown one (404)", async () => {
    const result = await verify(REFERENCE, { sub: 'intruder' });

    expect(result.status).toBe(404);
  });

  it('answers 404 for a reference that is not ours', async () => {
    const result = await verify('T1234567890');

    expect(result.status).toBe(404);
  });

  it('answers 503, not 404, while the order cannot be read because DynamoDB is unreachable', async () => {
    db.on(GetCommand).rejects(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
    );

    const result = await verify(REFERENCE);

    expect(result.status).toBe(503);
    expect(result.body.message).toBe('The service is busy; please try again in a moment.');
    expect(paystack.calls).toHaveLength(0);
  });

  it('needs a signed-in caller', async () => {
    const result = await answerOf(verifyHandler, verifyEvent(REFERENCE));

    expect(result.status).toBe(401);
  });

  it.each([[{}], [{ reference: '' }], [{ reference: '   ' }]])(
    'refuses a verify without a reference (%j) in the shop’s words',
    async (body) => {
      const result = await confirm(body);

      expect(result.status).toBe(400);
      expect(result.body.message).toBe('No payment reference found');
    },
  );
});
