import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface MonitoringProps {
  httpApi: HttpApi;
  /** Every shop function: their Errors and Throttles are watched. */
  functions: IFunction[];
  /** Dead-letter queues: any message in one is an invocation that failed for good. */
  deadLetterQueues: IQueue[];
  /** Log groups of the functions that take or check payments. */
  paymentLogGroups: ILogGroup[];
  /** Subscribed to the alarm topic when set. */
  alarmEmail?: string;
}

/** Alarm when more than this share of API requests (in %) end in a 5xx, over two 5-minute periods. */
export const API_5XX_RATE_PERCENT = 5;
/** Below this many requests in 5 minutes the 5xx rate is noise (one failure of three is not an outage). */
export const API_5XX_MIN_REQUESTS = 20;
/** A CloudWatch alarm's metric math may read at most 10 metrics. */
const METRICS_PER_ALARM = 10;
export const FAILED_PAYMENTS_NAMESPACE = 'TemaHousePlans';
export const FAILED_PAYMENTS_METRIC = 'FailedPayments';

/**
 * Alarms on what a customer would notice, all to one SNS topic (encrypted with a key CloudWatch may use):
 * API 5xx rate, Lambda errors and throttles, dead-letter queue depth, and failed payments.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // CloudWatch cannot publish to a topic under the AWS-managed SNS key, so the topic has its own key.
    const key = new Key(this, 'AlarmTopicKey', {
      description: 'Encrypts the shop alarm topic',
      enableKeyRotation: true,
    });
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'AlarmTopic', {
      displayName: 'Tema house plans alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.apiServerErrors(props.httpApi);
    this.functionMetricAlarms(
      'LambdaErrors',
      'Errors',
      props.functions,
      'Lambda errors (uncaught crashes or timeouts)',
    );
    this.functionMetricAlarms('LambdaThrottles', 'Throttles', props.functions, 'Lambda throttles (concurrency limit)');
    props.deadLetterQueues.forEach((queue, index) => {
      this.add(`DeadLetters${index + 1}`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        description: 'An asynchronous invocation failed for good: read the message in the dead-letter queue',
      });
    });
    this.failedPayments(props.paymentLogGroups);
  }

  private apiServerErrors(httpApi: HttpApi): void {
    const period = Duration.minutes(5);
    this.add('Api5xxRate', {
      metric: new MathExpression({
        expression: `IF(requests >= ${API_5XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
        usingMetrics: {
          errors: httpApi.metricServerError({ period, statistic: 'Sum' }),
          requests: httpApi.metricCount({ period, statistic: 'Sum' }),
        },
        period,
        label: 'API 5xx rate (%)',
      }),
      threshold: API_5XX_RATE_PERCENT,
      evaluationPeriods: 2,
      description: `${API_5XX_RATE_PERCENT}% or more of API requests answered 5xx, twice in a row over 5 minutes`,
    });
  }

  /** One alarm per group of ten functions: the sum of their metric over 5 minutes, alarming at 1. */
  private functionMetricAlarms(id: string, metricName: string, functions: IFunction[], what: string): void {
    for (let start = 0; start < functions.length; start += METRICS_PER_ALARM) {
      const group = functions.slice(start, start + METRICS_PER_ALARM);
      const usingMetrics: Record<string, IMetric> = Object.fromEntries(
        group.map((fn, index) => [
          `f${index}`,
          fn.metric(metricName, { period: Duration.minutes(5), statistic: 'Sum' }),
        ]),
      );
      this.add(`${id}${start / METRICS_PER_ALARM + 1}`, {
        metric: new MathExpression({
          expression: `SUM([${Object.keys(usingMetrics).join(', ')}])`,
          usingMetrics,
          period: Duration.minutes(5),
          label: `${metricName} of ${group.length} functions`,
        }),
        description: `${what} in one of: ${group.map((fn) => fn.node.id).join(', ')}`,
      });
    }
  }

  /** The payment functions' log lines that mean a payment failed, counted as one metric. */
  private failedPayments(logGroups: ILogGroup[]): void {
    const metric = new Metric({
      namespace: FAILED_PAYMENTS_NAMESPACE,
      metricName: FAILED_PAYMENTS_METRIC,
      period: Duration.minutes(5),
      statistic: 'Sum',
    });
    const pattern = FilterPattern.any(
      ...Object.values(PAYMENT_ALARM_MESSAGES).map((message) => FilterPattern.stringValue('$.message', '=', message)),
    );
    logGroups.forEach((logGroup, index) => {
      new MetricFilter(this, `FailedPaymentsFilter${index + 1}`, {
        logGroup,
        filterPattern: pattern,
        metricNamespace: FAILED_PAYMENTS_NAMESPACE,
        metricName: FAILED_PAYMENTS_METRIC,
        metricValue: '1',
        defaultValue: 0,
      });
    });
    this.add('FailedPayments', {
      metric,
      description: `A payment failed: ${Object.values(PAYMENT_ALARM_MESSAGES).join(', ')} (see the payment functions' logs)`,
    });
  }

  private add(
    id: string,
    options: { metric: IMetric; description: string; threshold?: number; evaluationPeriods?: number },
  ): void {
    const alarm = new Alarm(this, id, {
      metric: options.metric,
      threshold: options.threshold ?? 1,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: options.description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
