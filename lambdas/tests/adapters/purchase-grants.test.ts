import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { purchaseGrants } from '../../src/adapters/purchase-grants.ts';
import { orderItem } from '../handlers/payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
const PURCHASE_KEY = { pk: 'USER#buyer-1', sk: 'PURCHASE#villa-01' };
const EARLIER = '11111111-1111-4111-8111-111111111111';
const LATER = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  db.reset();
  db.on(PutCommand).resolves({});
  db.on(DeleteCommand).resolves({});
});

describe('the purchase record after a refund', () => {
  it('points at the earlier order that still stands when the later purchase of the plan is refunded', async () => {
    // Prepare: Basic bought first (still completed), Standard later (refunded now)
    db.on(QueryCommand).resolves({
      Items: [
        orderItem({ id: LATER, status: 'refunded', payment_status: 'refunded', paid_at: '2026-11-22T10:00:00.000Z' }),
        orderItem({
          id: EARLIER,
          status: 'completed',
          payment_status: 'completed',
          paid_at: '2026-11-20T10:00:00.000Z',
        }),
      ],
    });

    // Act
    await purchaseGrants(client, 'shop').recountPurchase('buyer-1', 'villa-01');

    // Assess
    expect(db.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(db.commandCalls(PutCommand).map((c) => c.args[0].input.Item)).toEqual([
      expect.objectContaining({ ...PURCHASE_KEY, order_id: EARLIER, paid_at: '2026-11-20T10:00:00.000Z' }),
    ]);
  });

  it('goes when no order of the plan stands, only while it names one of the orders read', async () => {
    db.on(QueryCommand).resolves({
      Items: [
        orderItem({ id: LATER, status: 'refunded', payment_status: 'refunded', paid_at: '2026-11-22T10:00:00.000Z' }),
      ],
    });

    await purchaseGrants(client, 'shop').recountPurchase('buyer-1', 'villa-01');

    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(db.commandCalls(DeleteCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        Key: PURCHASE_KEY,
        ConditionExpression: '#order_id IN (:o0)',
        ExpressionAttributeValues: { ':o0': LATER },
      }),
    ]);
  });
});
