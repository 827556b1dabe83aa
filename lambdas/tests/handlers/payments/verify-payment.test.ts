import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as confirmHandler } from '../../../src/handlers/payments/confirm-payment.ts';
import { handler as verifyHandler } from '../../../src/handlers/payments/verify-payment.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { sampleItem } from '../../support/plan-items.ts';
import {
  BUYER,
  ORDER_ID,
  orderItem,
  PAYSTACK,
  paystackFetch,
  REFERENCE,
  SECRET,
  transaction,
} from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
let mailDir: string;
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };

async function verify(reference: string, as: SignedInAs = BUYER) {
  const event = apiEvent({
    routeKey: 'GET /api/payments/verify/{reference}',
    path: `/api/payments/verify/${reference}`,
    params: { reference },
  });
  return answerOf(verifyHandler, withClaims(event, as));
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

function paystackSays(data: Record<string, unknown>) {
  const mock = paystackFetch({ body: { status: true, message: 'Verification successful', data } });
  vi.stubGlobal('fetch', mock.fetchMock);
  return mock;
}

beforeEach(() => {
  db.reset();
  mailDir = mkdtempSync(join(tmpdir(), 'verify-mail-'));
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', PAYSTACK);
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  db.on(GetCommand, { Key: ORDER_KEY }).resolvesOnce({ Item: orderItem() });
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({ Attributes: { downloads: 41 } });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('GET /api/payments/verify/{reference} and POST /api/payments/verify', () => {
  it('completes the order when Paystack reports success for the right amount, and says so', async () => {
    const paystack = paystackSays(transaction());
    db.on(GetCommand, { Key: ORDER_KEY })
      .resolvesOnce({ Item: orderItem() })
      .resolves({
        Item: orderItem({ status: 'completed', payment_status: 'completed', paid_at: '2026-11-20T10:03:00.000Z' }),
      });

    const result = await verify(REFERENCE);

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      success: true,
      status: 'completed',
      order: { id: ORDER_ID, status: 'completed' },
    });
    expect(result.body.order).not.toHaveProperty('files');
    expect(paystack.calls[0]?.url).toBe(`${PAYSTACK}/transaction/verify/${REFERENCE}`);
    expect(readdirSync(mailDir).filter((name) => name.includes('order-confirmation'))).toHaveLength(1);
  });

  it('mails the confirmation greeting the buyer by their profile name, escaped in the HTML part', async () => {
    paystackSays(transaction());
    const completed = orderItem({
      status: 'completed',
      payment_status: 'completed',
      paid_at: '2026-11-24T00:53:15.000Z',
      expires_at: '2026-12-01T00:53:15.000Z',
    });
    db.on(GetCommand, { Key: ORDER_KEY }).resolvesOnce({ Item: orderItem() }).resolves({ Item: completed });
    db.on(GetCommand, { Key: { pk: `USER#${completed.user_id}`, sk: 'PROFILE' } }).resolves({
      Item: { first_name: 'Ama <script>', last_name: '& Mensah' },
    });

    await verify(REFERENCE);

    const [name = ''] = readdirSync(mailDir).filter((file) => file.includes('order-confirmation'));
    const eml = readFileSync(join(mailDir, name), 'utf8');
    expect(eml).toContain('Dear Ama <script> & Mensah,');
    expect(eml).toContain('Dear Ama &lt;script&gt; &amp; Mensah,');
    expect(eml).toContain('until 1 December 2026 at 00:53 GMT.');
    expect(eml).not.toContain('Tue, 01 Dec 2026');
  });

  it('answers the POST reading inside data', async () => {
    paystackSays(transaction());
    db.on(GetCommand, { Key: ORDER_KEY })
      .resolvesOnce({ Item: orderItem() })
      .resolves({ Item: orderItem({ status: 'completed', payment_status: 'completed' }) });

    const result = await confirm({ reference: REFERENCE });

    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ success: true, order: { id: ORDER_ID } });
  });

  it('leaves mobile money awaiting approval pending and says so', async () => {
    paystackSays(transaction({ status: 'ongoing', channel: 'mobile_money', paid_at: null }));

    const result = await verify(REFERENCE);

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: false, status: 'pending' });
    expect(result.body.message).toContain('awaiting approval');
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('marks a declined payment failed with the reason', async () => {
    paystackSays(transaction({ status: 'failed', gateway_response: 'Declined' }));
    db.on(GetCommand, { Key: ORDER_KEY })
      .resolvesOnce({ Item: orderItem() })
      .resolves({ Item: orderItem({ status: 'failed', payment_status: 'failed', failure_reason: 'Declined' }) });

    const result = await verify(REFERENCE);

    expect(result.body).toMatchObject({
      success: false,
      status: 'failed',
      message: 'Payment verification failed: Declined',
    });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('does not ask Paystack again about a completed order', async () => {
    const paystack = paystackSays(transaction());
    db.on(GetCommand, { Key: ORDER_KEY }).resolves({
      Item: orderItem({ status: 'completed', payment_status: 'completed' }),
    });

    const result = await verify(REFERENCE);

    expect(result.body.success).toBe(true);
    expect(paystack.calls).toHaveLength(0);
  });

  it("answers someone else's reference like an unknown one (404)", async () => {
    const paystack = paystackSays(transaction());

    const result = await verify(REFERENCE, { sub: 'intruder' });

    expect(result.status).toBe(404);
    expect(paystack.calls).toHaveLength(0);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 503, not 404, while the order cannot be read because DynamoDB is unreachable', async () => {
    const paystack = paystackSays(transaction());
    db.on(GetCommand).rejects(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
    );

    const result = await verify(REFERENCE);

    expect(result.status).toBe(503);
    expect(result.body.message).toBe('The service is busy; please try again in a moment.');
    expect(paystack.calls).toHaveLength(0);
  });

  it('answers 404 for a reference that is not ours', async () => {
    const result = await verify('T1234567890');

    expect(result.status).toBe(404);
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
