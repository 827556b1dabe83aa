import type { RouteDefinition } from '@shop/shared/api/routes';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import {
  PAYMENT_METRICS,
  PAYMENT_OUTCOME_DIMENSION,
  PAYMENT_OUTCOMES,
  SHOP_METRICS_SERVICE,
} from '@shop/shared/payments/payment-metrics';
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { type Alarm, type IMetric, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import { type ITable, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { apiAreaMetricName, areaFilterPattern, routeKeyPrefixesByArea } from '../definitions/api-area-metrics.ts';
import type { ApiArea } from '../definitions/api-areas.ts';
import { addAlarm, createAlarmTopic } from './alarm-topic.ts';
import { EdgeAlarms } from './edge-alarms.ts';
import { ShopDashboard } from './shop-dashboard.ts';

/** An asynchronously invoked function's failure queue: any message in one is an event that failed for good. */
export interface DeadLetterQueue {
  /** What failed, in the alarm's words: "reconciliation run", "picture upload". */
  what: string;
  queue: IQueue;
}

/** CloudFront and its web ACL: their metrics live in us-east-1. */
export interface EdgeMonitoring {
  distributionId: string;
  /** The metric name of the stack's own web ACL; undefined for an existing ACL (its owner watches it). */
  webAclMetricName?: string;
  /** True when this stack is in us-east-1, so the edge alarms can be here; else the edge alarms stack has them. */
  alarmsHere: boolean;
}

export interface MonitoringProps {
  /** The stage's namespace of the shop's own metrics (shopMetricsNamespace), which its functions write to. */
  metricsNamespace: string;
  httpApi: HttpApi;
  /** The API's access log (infra/src/constructs/api.ts ACCESS_LOG_FORMAT): counted per API area. */
  accessLogs: ILogGroup;
  routes: readonly RouteDefinition[];
  /** Every shop function: their Errors and Throttles are watched. */
  functions: IFunction[];
  deadLetterQueues: DeadLetterQueue[];
  /** Log groups of the functions that take or check payments. */
  paymentLogGroups: ILogGroup[];
  table: ITable;
  edge?: EdgeMonitoring;
  /** Subscribed to the alarm topic when set. */
  alarmEmail?: string;
}

/** Alarm when more than this share of API requests (in %) end in a 5xx, over two 5-minute periods. */
export const API_5XX_RATE_PERCENT = 5;
/** Below this many requests in 5 minutes the 5xx rate is noise (one failure of three is not an outage). */
export const API_5XX_MIN_REQUESTS = 20;
/**
 * A spike of 4xx: a quarter of all answers refused (a broken client release, an expired sign-in flow, a
 * scraper walking ids), twice in a row. Shoppers' own 404s and 401s stay far below.
 */
export const API_4XX_RATE_PERCENT = 25;
export const API_4XX_MIN_REQUESTS = 100;
/**
 * SES puts an account under review at a 5% bounce rate or a 0.1% complaint rate (and may pause sending at
 * 10% and 0.5%): alarm before review.
 */
export const SES_BOUNCE_RATE = 0.04;
export const SES_COMPLAINT_RATE = 0.0008;
/** The table operations the shop's functions call: each one's throttled requests count. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.QUERY,
  Operation.BATCH_GET_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];
/** A CloudWatch alarm's metric math may read at most 10 metrics. */
const METRICS_PER_ALARM = 10;
export const FAILED_PAYMENTS_METRIC = 'FailedPayments';

/**
 * Alarms on what a customer would notice, all to one SNS topic: API 5xx and 4xx rates, Lambda errors and
 * throttles, failed asynchronous events, failed payments, DynamoDB throttles, SES reputation, and (in
 * us-east-1) CloudFront 5xx and WAF blocks. Plus the launch-day dashboard over all of it.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  private readonly namespace: string;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.namespace = props.metricsNamespace;
    this.topic = createAlarmTopic(this, props.alarmEmail);

    this.apiServerErrors(props.httpApi);
    this.apiClientErrors(props.httpApi);
    this.functionMetricAlarms(
      'LambdaErrors',
      'Errors',
      props.functions,
      'Lambda errors (uncaught crashes or timeouts)',
    );
    this.functionMetricAlarms('LambdaThrottles', 'Throttles', props.functions, 'Lambda throttles (concurrency limit)');
    props.deadLetterQueues.forEach(({ what, queue }, index) => {
      this.add(`DeadLetters${index + 1}`, {
        metric: queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
        description: `A ${what} failed for good after its retries: read the message in its failed-events queue`,
      });
    });
    const failedPayments = this.failedPayments(props.paymentLogGroups);
    const tableThrottles = props.table.metricThrottledRequestsForOperations({
      operations: TABLE_OPERATIONS,
      period: Duration.minutes(5),
      label: 'Throttled table requests',
    });
    this.add('DynamoDbThrottles', {
      metric: tableThrottles,
      description: 'DynamoDB throttled requests to the shop table (or one of its indexes)',
    });
    const ses = sesReputation();
    this.add('SesBounceRate', {
      metric: ses.bounceRate,
      threshold: SES_BOUNCE_RATE,
      description: `SES bounce rate at ${SES_BOUNCE_RATE * 100}% or more (AWS reviews the account at 5%)`,
    });
    this.add('SesComplaintRate', {
      metric: ses.complaintRate,
      threshold: SES_COMPLAINT_RATE,
      description: `SES complaint rate at ${SES_COMPLAINT_RATE * 100}% or more (AWS reviews the account at 0.1%)`,
    });
    if (props.edge?.alarmsHere) {
      this.alarms.push(...new EdgeAlarms(this, 'Edge', { topic: this.topic, ...props.edge }).alarms);
    }

    const areas = this.apiAreaMetrics(props.accessLogs, props.routes);
    new ShopDashboard(this, 'Dashboard', {
      name: Stack.of(this).stackName,
      httpApi: props.httpApi,
      areas,
      payments: paymentMetrics(props.metricsNamespace),
      failedPayments,
      tableThrottles,
      ses,
      deadLetterQueues: props.deadLetterQueues,
      edge: props.edge,
      alarms: this.alarms,
    });
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

  private apiClientErrors(httpApi: HttpApi): void {
    const period = Duration.minutes(5);
    this.add('Api4xxRate', {
      metric: new MathExpression({
        expression: `IF(requests >= ${API_4XX_MIN_REQUESTS}, 100 * errors / requests, 0)`,
        usingMetrics: {
          errors: httpApi.metricClientError({ period, statistic: 'Sum' }),
          requests: httpApi.metricCount({ period, statistic: 'Sum' }),
        },
        period,
        label: 'API 4xx rate (%)',
      }),
      threshold: API_4XX_RATE_PERCENT,
      evaluationPeriods: 2,
      description: `${API_4XX_RATE_PERCENT}% or more of API requests answered 4xx, twice in a row over 5 minutes`,
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
  private failedPayments(logGroups: ILogGroup[]): Metric {
    const metric = new Metric({
      namespace: this.namespace,
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
        metricNamespace: this.namespace,
        metricName: FAILED_PAYMENTS_METRIC,
        metricValue: '1',
        defaultValue: 0,
      });
    });
    this.add('FailedPayments', {
      metric,
      description: `A payment failed: ${Object.values(PAYMENT_ALARM_MESSAGES).join(', ')} (see the payment functions' logs)`,
    });
    return metric;
  }

  /** Per API area, from the access log: latency (whose sample count is the request count), 4xx and 5xx. */
  private apiAreaMetrics(accessLogs: ILogGroup, routes: readonly RouteDefinition[]): ApiAreaMetrics[] {
    return [...routeKeyPrefixesByArea(routes)].map(([area, prefixes]) => {
      const metric = (what: 'Latency' | '4xx' | '5xx', filterPattern: string, metricValue: string) => {
        const metricName = apiAreaMetricName(area, what);
        return new MetricFilter(this, `${metricName}Filter`, {
          logGroup: accessLogs,
          filterPattern: FilterPattern.literal(filterPattern),
          metricNamespace: this.namespace,
          metricName,
          metricValue,
        }).metric({ period: Duration.minutes(5) });
      };
      return {
        area,
        latency: metric('Latency', areaFilterPattern(prefixes), '$.latencyMs'),
        clientErrors: metric('4xx', areaFilterPattern(prefixes, '4xx'), '1'),
        serverErrors: metric('5xx', areaFilterPattern(prefixes, '5xx'), '1'),
      };
    });
  }

  private add(id: string, options: Parameters<typeof addAlarm>[3]): void {
    this.alarms.push(addAlarm(this, id, this.topic, options));
  }
}

export interface ApiAreaMetrics {
  area: ApiArea;
  latency: Metric;
  clientErrors: Metric;
  serverErrors: Metric;
}

/** SES's account reputation in this region, as a fraction (0.05 is 5%). */
function sesReputation(): { bounceRate: Metric; complaintRate: Metric } {
  const metric = (metricName: string, label: string) =>
    new Metric({ namespace: 'AWS/SES', metricName, period: Duration.minutes(15), statistic: 'Maximum', label });
  return {
    bounceRate: metric('Reputation.BounceRate', 'Bounce rate'),
    complaintRate: metric('Reputation.ComplaintRate', 'Complaint rate'),
  };
}

export interface PaymentMetrics {
  ordersCompleted: Metric;
  revenueGhs: Metric;
  outcomes: Metric[];
}

/** The embedded metrics the payment completion path writes (lambdas/src/observability/payment-metrics.ts). */
function paymentMetrics(namespace: string): PaymentMetrics {
  const metric = (metricName: string, label: string, dimensions: Record<string, string> = {}) =>
    new Metric({
      namespace,
      metricName,
      dimensionsMap: { service: SHOP_METRICS_SERVICE, ...dimensions },
      period: Duration.hours(1),
      statistic: 'Sum',
      label,
    });
  return {
    ordersCompleted: metric(PAYMENT_METRICS.ordersCompleted, 'Orders completed'),
    revenueGhs: metric(PAYMENT_METRICS.revenueGhs, 'Revenue (GHS)'),
    outcomes: PAYMENT_OUTCOMES.map((outcome) =>
      metric(PAYMENT_METRICS.outcome, outcome, { [PAYMENT_OUTCOME_DIMENSION]: outcome }),
    ),
  };
}
