import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import {
  PAYMENT_METRICS,
  PAYMENT_OUTCOME_DIMENSION,
  type PaymentOutcome,
  SHOP_METRICS_NAMESPACE,
  SHOP_METRICS_SERVICE,
} from '@shop/shared/payments/payment-metrics';

let instance: Metrics | undefined;

/**
 * Powertools Metrics: each call below writes one CloudWatch embedded metric format line to stdout, which
 * CloudWatch turns into metrics with no API call (the stack's dashboard reads them). Created on first use,
 * as the logger is (docs/decisions/0016-lambda-load-time.md).
 */
function metrics(): Metrics {
  instance ??= new Metrics({ namespace: SHOP_METRICS_NAMESPACE, serviceName: SHOP_METRICS_SERVICE });
  return instance;
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
