import { log, SERVICE_NAME } from './log.ts';

/** The shop's own CloudWatch metrics (the stack's alarms read them). */
export const METRICS_NAMESPACE = 'TemaHousePlans';
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
          Namespace: METRICS_NAMESPACE,
          Dimensions: [Object.keys(METRICS_DIMENSIONS)],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    [name]: 1,
  });
}
