import { Duration } from 'aws-cdk-lib';
import { MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { RATE_RULE_NAME } from './web-acl-rules.ts';

/**
 * CloudFront's metrics, and those of a CloudFront-scope WAF web ACL, exist only in us-east-1: alarms on them
 * live there (infra/src/constructs/edge-alarms.ts) and the dashboard reads them from there.
 */
export const EDGE_METRICS_REGION = 'us-east-1';

/** Alarm when this share (%) of CloudFront's answers are 5xx, twice in a row over 5 minutes... */
export const CLOUDFRONT_5XX_RATE_PERCENT = 5;
/** ...once at least this many requests came in (a few failed requests at night are not an outage). */
export const CLOUDFRONT_5XX_MIN_REQUESTS = 50;
/** WAF blocks in 5 minutes that mean an attack (or a rule stopping real shoppers): a few hundred. */
export const WAF_BLOCKS_PER_5_MINUTES = 300;

const period = Duration.minutes(5);

export function cloudFrontMetric(distributionId: string, metricName: string, statistic: string): Metric {
  return new Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    // CloudFront publishes its metrics under Region "Global".
    dimensionsMap: { DistributionId: distributionId, Region: 'Global' },
    region: EDGE_METRICS_REGION,
    period,
    statistic,
  });
}

/** CloudFront's 5xx rate in %, 0 below the minimum request count. */
export function cloudFront5xxRate(distributionId: string): MathExpression {
  return new MathExpression({
    expression: `IF(requests >= ${CLOUDFRONT_5XX_MIN_REQUESTS}, rate, 0)`,
    usingMetrics: {
      rate: cloudFrontMetric(distributionId, '5xxErrorRate', 'Average'),
      requests: cloudFrontMetric(distributionId, 'Requests', 'Sum'),
    },
    period,
    label: 'CloudFront 5xx rate (%)',
  });
}

/** A WAF web ACL's request counts: Rule "ALL" is the whole ACL, or one rule's metric name. */
export function wafMetric(webAclMetricName: string, metricName: string, rule = 'ALL'): Metric {
  return new Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: webAclMetricName, Rule: rule },
    region: EDGE_METRICS_REGION,
    period,
    statistic: 'Sum',
  });
}

/** What the rate rule matched: counted while it counts, blocked once it blocks. */
export function rateRuleMetrics(webAclMetricName: string): Metric[] {
  return [
    wafMetric(webAclMetricName, 'CountedRequests', RATE_RULE_NAME).with({ label: 'Rate rule: counted' }),
    wafMetric(webAclMetricName, 'BlockedRequests', RATE_RULE_NAME).with({ label: 'Rate rule: blocked' }),
  ];
}
