import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONCILE_CHECK_WORST_MS } from '../../../src/adapters/reconcile-budget.ts';
import { handler } from '../../../src/handlers/payments/reconcile-pending-payments.ts';
import { ORDER_ID, orderItem, PAYSTACK, paystackFetch, SECRET, transaction } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const NOW = new Date('2026-11-21T12:00:00.000Z');

function pendingSince(createdAt: string) {
  db.on(QueryCommand).resolves({ Items: [orderItem({ created_at: createdAt })] });
  db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({
    Item: orderItem({ created_at: createdAt }),
  });
}

function paystackSays(data: Record<string, unknown>) {
  vi.stubGlobal('fetch', paystackFetch({ body: { status: true, message: 'Verification successful', data } }).fetchMock);
}

beforeEach(() => {
  db.reset();
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', PAYSTACK);
  vi.stubEnv('MAIL_DIR', '/tmp/reconcile-test-mail');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

/*
 * The Lambda's own duty: starting checks only while the invocation has time for one at its worst. What a check does
 * to an order is tested on the in-memory shop (tests/domain/payments/reconcile-pending.test.ts).
 */
describe('the scheduled re-verification of pending payments', () => {
  it('stops starting checks when the function is about to time out', async () => {
    pendingSince('2026-11-21T11:00:00.000Z');
    paystackSays(transaction({ status: 'ongoing' }));

    const report = await handler({}, { getRemainingTimeInMillis: () => 1000 });

    expect(report.checked).toBe(0);
  });

  it('starts no check with less time left than one check can take at its worst', async () => {
    // Prepare: 20 s left, more than a quick check needs, less than a slow Paystack and settlement could.
    pendingSince('2026-11-21T11:00:00.000Z');
    paystackSays(transaction({ status: 'ongoing' }));

    // Act
    const report = await handler({}, { getRemainingTimeInMillis: () => 20_000 });

    // Assess
    expect(RECONCILE_CHECK_WORST_MS).toBeGreaterThan(20_000);
    expect(report.checked).toBe(0);
  });

  it('checks orders while the worst case of one more fits, then leaves the rest for the next run', async () => {
    // Prepare: three pending orders; time for one check's worst case, then a moment less.
    const order = orderItem({ created_at: '2026-11-21T11:00:00.000Z' });
    db.on(QueryCommand).resolves({ Items: [order, order, order] });
    db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({ Item: order });
    paystackSays(transaction({ status: 'ongoing' }));
    let asked = 0;
    const remaining = () => (asked++ === 0 ? RECONCILE_CHECK_WORST_MS + 1_000 : RECONCILE_CHECK_WORST_MS);

    // Act
    const report = await handler({}, { getRemainingTimeInMillis: remaining });

    // Assess
    expect(report.checked).toBe(1);
  });
});
