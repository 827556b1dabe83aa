import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailer, OutgoingMail } from '../../../src/adapters/mailer.ts';
import type { SettleDeps } from '../../../src/domain/payments/payment-deps.ts';
import { settlePayment } from '../../../src/domain/payments/settle-payment.ts';
import { analyticsRepository } from '../../../src/repositories/analytics-repository.ts';
import { documentNumbers } from '../../../src/repositories/document-numbers.ts';
import { ordersRepository } from '../../../src/repositories/orders-repository.ts';
import { plansRepository } from '../../../src/repositories/plans-repository.ts';
import { siteSettingsRepository } from '../../../src/repositories/site-settings-repository.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { noOpGrants } from '../../support/no-op-grants.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { ORDER_ID, orderItem, sampleOrder, transaction } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const ORDER_KEY = { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' };
const PAID = new Date('2026-11-20T10:02:30.000Z');

function deps(): SettleDeps & { sent: OutgoingMail[] } {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  const sent: OutgoingMail[] = [];
  const mailer: Mailer = {
    send: async (mail) => {
      sent.push(mail);
    },
  };
  return {
    orders: ordersRepository(client, 'shop'),
    plans: plansRepository(client, 'shop'),
    analytics: analyticsRepository(client, 'shop'),
    grants: noOpGrants(),
    mailer,
    settings: siteSettingsRepository(client, 'shop'),
    numbers: documentNumbers(client, 'shop'),
    siteUrl: 'https://shop.example.com',
    now: () => PAID,
    sent,
  };
}

const aggregateWrites = (pk: string) =>
  db.commandCalls(UpdateCommand).filter((call) => call.args[0].input.Key?.pk === pk);

beforeEach(() => {
  db.reset();
  vi.stubEnv('LOG_LEVEL', 'silent');
  db.on(GetCommand, { Key: ORDER_KEY }).resolves({
    Item: orderItem({ status: 'completed', payment_status: 'completed' }),
  });
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
});

describe('settlePayment and the analytics aggregates', () => {
  it('counts a sale once when two deliveries race to complete the same order', async () => {
    // Prepare: both callers read the order pending; only the first conditional completion succeeds.
    db.on(UpdateCommand, { Key: ORDER_KEY }).resolvesOnce({}).rejects(conditionFailed());
    const shop = deps();

    // Act
    await Promise.all([
      settlePayment(shop, sampleOrder(), transaction()),
      settlePayment(shop, sampleOrder(), transaction()),
    ]);

    // Assess
    expect(aggregateWrites(`ORDER#${ORDER_ID}`)).toHaveLength(2);
    const [day] = aggregateWrites('STATS#DAY');
    const [planDay] = aggregateWrites('STATS#PLAN_DAY');
    const [total] = aggregateWrites('STATS#TOTAL');
    expect(aggregateWrites('STATS#DAY')).toHaveLength(1);
    expect(aggregateWrites('STATS#PLAN_DAY')).toHaveLength(1);
    expect(aggregateWrites('STATS#TOTAL')).toHaveLength(1);
    expect(day?.args[0].input.Key).toEqual({ pk: 'STATS#DAY', sk: '2026-11-20' });
    expect(day?.args[0].input.UpdateExpression).toMatch(/^ADD /);
    expect(Object.values(day?.args[0].input.ExpressionAttributeNames ?? {})).toEqual([
      'revenue_pesewas',
      'orders',
      'tax_pesewas',
      'orders_standard',
      'revenue_pesewas_standard',
    ]);
    // An order made before taxes: all of it is net, no tax counted.
    expect(Object.values(day?.args[0].input.ExpressionAttributeValues ?? {})).toEqual([400_000, 1, 0, 1, 400_000]);
    expect(planDay?.args[0].input.Key).toEqual({ pk: 'STATS#PLAN_DAY', sk: '2026-11-20#villa-01' });
    expect(planDay?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':a0': 400_000,
      ':a1': 1,
      ':s2': '4-Bedroom Tema Villa',
    });
    expect(total?.args[0].input.ExpressionAttributeValues).toEqual({ ':a0': 400_000, ':a1': 1, ':a2': 0 });
    expect(shop.sent.filter((mail) => mail.kind === 'order-confirmation')).toHaveLength(1);
  });

  it('completes the order and sends the mail even when the aggregate write fails (logged)', async () => {
    db.on(UpdateCommand, { Key: { pk: 'STATS#DAY', sk: '2026-11-20' } }).rejects(new Error('throttled'));
    const shop = deps();

    const settled = await settlePayment(shop, sampleOrder(), transaction());

    expect(settled.status).toBe('completed');
    expect(shop.sent.filter((mail) => mail.kind === 'order-confirmation')).toHaveLength(1);
    expect(aggregateWrites('STATS#DAY')).toHaveLength(1);
  });

  it('counts nothing for a failed or mismatched payment', async () => {
    db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: orderItem({ status: 'failed', payment_status: 'failed' }) });
    const shop = deps();

    await settlePayment(shop, sampleOrder(), transaction({ status: 'failed' }));
    await settlePayment(shop, sampleOrder(), transaction({ amount: 1 }));

    expect(aggregateWrites('STATS#DAY')).toHaveLength(0);
    expect(aggregateWrites('STATS#TOTAL')).toHaveLength(0);
  });
});
