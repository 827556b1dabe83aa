import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  PAYMENT_METRICS,
  PAYMENT_OUTCOME_DIMENSION,
  type PaymentOutcome,
  SHOP_METRICS_SERVICE,
} from '@shop/shared/payments/payment-metrics';
import { metricsNamespace } from './metrics.ts';

let instance: { metrics: Metrics; namespace: string } | undefined;

/**
 * Powertools Metrics: each call below writes one CloudWatch embedded metric format line to stdout, which
 * CloudWatch turns into metrics with no API call (the stack's dashboard reads them). Created on first use,
 * as the logger is (docs/decisions/0016-lambda-load-time.md), and again only if the namespace changed
 * (never in a Lambda; tests set it after import).
 */
function metrics(): Metrics {
  const namespace = metricsNamespace();
  if (instance?.namespace !== namespace) {
    instance = { metrics: new Metrics({ namespace, serviceName: SHOP_METRICS_SERVICE }), namespace };
  }
  return instance.metrics;
}

/** LOG_LEVEL=silent mutes it as it mutes the logs (tests); read on every call because tests set it after import. */
const muted = () => process.env.LOG_LEVEL === 'silent';

/** How a payment report changed an order: PaymentOutcome, by Outcome. */
export function recordPaymentOutcome(outcome: PaymentOutcome): void {
  if (muted()) return;
  const line = metrics().singleMetric();
  line.addDimension(PAYMENT_OUTCOME_DIMENSION, outcome);
  line.addMetric(PAYMENT_METRICS.outcome, MetricUnit.Count, 1);
}

/** A completed order: OrdersCompleted and RevenueGHS (from pesewas), in one line. */
export function recordSale(amountPesewas: number): void {
  if (muted()) return;
  const shop = metrics();
  shop.addMetric(PAYMENT_METRICS.ordersCompleted, MetricUnit.Count, 1);
  shop.addMetric(PAYMENT_METRICS.revenueGhs, MetricUnit.NoUnit, amountPesewas / 100);
  shop.publishStoredMetrics();
}
