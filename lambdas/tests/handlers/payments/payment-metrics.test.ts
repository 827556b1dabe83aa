import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PRODUCTION_METRICS_NAMESPACE } from '@shop/shared/observability/metrics-namespace';
import { PAYMENT_METRICS, SHOP_METRICS_SERVICE } from '@shop/shared/payments/payment-metrics';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function deps(): SettleDeps {
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  return {
    orders: ordersRepository(client, 'shop'),
    plans: plansRepository(client, 'shop'),
    analytics: analyticsRepository(client, 'shop'),
    grants: noOpGrants(),
    mailer: { send: async () => undefined },
    settings: siteSettingsRepository(client, 'shop'),
    numbers: documentNumbers(client, 'shop'),
    siteUrl: 'https://shop.example.com',
    now: () => new Date('2026-11-20T10:02:30.000Z'),
  };
}

type EmfLine = {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [field: string]: unknown;
};

/** The embedded-metric-format lines written to stdout (the logger's lines have no _aws). */
let written: string[] = [];
const emfLines = (): EmfLine[] =>
  written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
const metricNamesOf = (line: EmfLine) => line._aws.CloudWatchMetrics[0].Metrics.map((metric) => metric.Name);

beforeEach(() => {
  db.reset();
  written = [];
  // Not silent: these tests read what a Lambda would write. The shop logs nothing at CRITICAL, so its logger stays quiet.
  vi.stubEnv('LOG_LEVEL', 'CRITICAL');
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  db.on(GetCommand, { Key: ORDER_KEY }).resolves({ Item: orderItem({ status: 'completed' }) });
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the payment completion path’s embedded metrics', () => {
  it('count one order and its revenue in GHS, and one completed outcome, when two reports race', async () => {
    // Prepare: only the first conditional completion succeeds.
    db.on(UpdateCommand, { Key: ORDER_KEY }).resolvesOnce({}).rejects(conditionFailed());

    // Act
    await Promise.all([
      settlePayment(deps(), sampleOrder(), transaction()),
      settlePayment(deps(), sampleOrder(), transaction()),
    ]);

    // Assess
    const lines = emfLines();
    const sale = lines.find((line) => metricNamesOf(line).includes(PAYMENT_METRICS.ordersCompleted));
    const outcomes = lines.filter((line) => metricNamesOf(line).includes(PAYMENT_METRICS.outcome));
    expect(lines.filter((line) => metricNamesOf(line).includes(PAYMENT_METRICS.ordersCompleted))).toHaveLength(1);
    expect(sale).toMatchObject({ OrdersCompleted: 1, RevenueGHS: 4000, service: SHOP_METRICS_SERVICE });
    expect(sale?._aws.CloudWatchMetrics[0]).toMatchObject({
      Namespace: PRODUCTION_METRICS_NAMESPACE,
      Dimensions: [['service']],
    });
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ Outcome: 'completed', PaymentOutcome: 1 });
    expect(outcomes[0]._aws.CloudWatchMetrics[0].Dimensions[0].sort()).toEqual(['Outcome', 'service']);
  });

  it('count a declined charge once, when it moves the order, and no sale', async () => {
    // Prepare: the first report fails the pending order; the second finds it already failed.
    db.on(UpdateCommand, { Key: ORDER_KEY }).resolvesOnce({}).rejects(conditionFailed());
    const declined = transaction({ status: 'failed', gateway_response: 'Declined' });

    // Act
    await settlePayment(deps(), sampleOrder(), declined);
    await settlePayment(deps(), sampleOrder(), declined);

    // Assess
    const lines = emfLines();
    expect(lines.map((line) => line.Outcome)).toEqual(['declined']);
    expect(lines.some((line) => metricNamesOf(line).includes(PAYMENT_METRICS.ordersCompleted))).toBe(false);
  });

  it('count a paid charge for the wrong amount as a mismatch', async () => {
    await settlePayment(deps(), sampleOrder(), transaction({ amount: 100 }));

    expect(emfLines().map((line) => line.Outcome)).toEqual(['mismatch']);
  });
});
