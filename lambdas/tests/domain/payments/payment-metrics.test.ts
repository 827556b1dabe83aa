import { PRODUCTION_METRICS_NAMESPACE } from '@shop/shared/observability/metrics-namespace';
import { PAYMENT_METRICS, SHOP_METRICS_SERVICE } from '@shop/shared/payments/payment-metrics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settlePayment } from '../../../src/domain/payments/settle-payment.ts';
import type { PaystackTransaction } from '../../../src/domain/ports/payment-provider.ts';
import { sampleOrder, transaction } from '../../handlers/payments/payment-fixtures.ts';
import { paymentShop } from './payment-shop.ts';

/* The metrics a settlement writes (embedded metric format on stdout), on the in-memory shop. */

const paystackSays = (overrides: Record<string, unknown> = {}) => transaction(overrides) as PaystackTransaction;

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
  written = [];
  // Not silent: these tests read what a Lambda would write. The shop logs nothing at CRITICAL, so its logger stays quiet.
  vi.stubEnv('LOG_LEVEL', 'CRITICAL');
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the payment completion path’s embedded metrics', () => {
  it('count one order and its revenue in GHS, and one completed outcome, when two reports race', async () => {
    // Prepare: both read the order pending; only one completion can win.
    const shop = paymentShop([sampleOrder()]);

    // Act
    await Promise.all([
      settlePayment(shop.deps, sampleOrder(), paystackSays()),
      settlePayment(shop.deps, sampleOrder(), paystackSays()),
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
    const shop = paymentShop([sampleOrder()]);
    const declined = paystackSays({ status: 'failed', gateway_response: 'Declined' });

    // Act
    await settlePayment(shop.deps, sampleOrder(), declined);
    await settlePayment(shop.deps, sampleOrder(), declined);

    // Assess
    const lines = emfLines();
    expect(lines.map((line) => line.Outcome)).toEqual(['declined']);
    expect(lines.some((line) => metricNamesOf(line).includes(PAYMENT_METRICS.ordersCompleted))).toBe(false);
  });

  it('count a paid charge for the wrong amount as a mismatch', async () => {
    await settlePayment(paymentShop([sampleOrder()]).deps, sampleOrder(), paystackSays({ amount: 100 }));

    expect(emfLines().map((line) => line.Outcome)).toEqual(['mismatch']);
  });
});
