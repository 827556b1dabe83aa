import { PRODUCTION_METRICS_NAMESPACE } from '@shop/shared/observability/metrics-namespace';
import { ENV_NAMES, optionalEnv } from '../config/env.ts';
import { log, SERVICE_NAME } from './log.ts';

/**
 * The namespace of the shop's own CloudWatch metrics (the stack's alarms read them), as the stack set it for
 * this stage. Read on every call: one environment lookup, and tests set it after import.
 */
export const metricsNamespace = (): string => optionalEnv(ENV_NAMES.metricsNamespace) ?? PRODUCTION_METRICS_NAMESPACE;
/** A request to the API that did not carry a valid origin secret (http/origin-verify.ts). */
export const ORIGIN_SECRET_REJECTED_METRIC = 'OriginSecretRejected';
/** The metric's one dimension: the `service` field every log line carries. */
export const METRICS_DIMENSIONS = { service: SERVICE_NAME } as const;

/**
 * Counts one event as a log line in CloudWatch's Embedded Metric Format: CloudWatch Logs turns it into a
 * metric without an API call or a metric filter per log group.
 */
export function countMetric(name: string, message: string, data: Record<string, unknown> = {}): void {
  log('warn', message, {
    ...data,
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: metricsNamespace(),
          Dimensions: [Object.keys(METRICS_DIMENSIONS)],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    [name]: 1,
  });
}
