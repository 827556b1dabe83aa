import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  type Alarm,
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  Metric,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Construct } from 'constructs';
import { cloudFront5xxRate, cloudFrontMetric, rateRuleMetrics, wafMetric } from '../definitions/edge-metrics.ts';
import type { ApiAreaMetrics, DeadLetterQueue, EdgeMonitoring, PaymentMetrics } from './monitoring.ts';

export interface ShopDashboardProps {
  name: string;
  httpApi: HttpApi;
  areas: ApiAreaMetrics[];
  payments: PaymentMetrics;
  failedPayments: Metric;
  tableThrottles: IMetric;
  ses: { bounceRate: Metric; complaintRate: Metric };
  deadLetterQueues: DeadLetterQueue[];
  edge?: EdgeMonitoring;
  alarms: Alarm[];
}

const WIDE = 24;
const HALF = 12;

/**
 * One CloudWatch dashboard for launch day, read top to bottom: money, then the API, then what could be
 * failing behind it, then the edge (CloudFront and WAF, read from us-east-1 where their metrics are).
 */
export class ShopDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: ShopDashboardProps) {
    super(scope, id);
    const { httpApi, areas, payments } = props;
    const period = Duration.minutes(5);
    const graph = (title: string, left: IMetric[], extra: Partial<ConstructorParameters<typeof GraphWidget>[0]> = {}) =>
      new GraphWidget({ title, left, width: HALF, height: 6, ...extra });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: props.name,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: 'Alarms (this region)', alarms: props.alarms, width: WIDE, height: 4 }),
    );
    this.dashboard.addWidgets(
      graph('Orders and revenue (per hour)', [payments.ordersCompleted], { right: [payments.revenueGhs] }),
      graph('Payments by outcome (per hour)', [
        ...payments.outcomes,
        props.failedPayments.with({ period: Duration.hours(1), label: 'Failed-payment log lines' }),
      ]),
    );
    this.dashboard.addWidgets(
      graph('API requests and errors', [
        httpApi.metricCount({ period, statistic: 'Sum', label: 'Requests' }),
        httpApi.metricClientError({ period, statistic: 'Sum', label: '4xx' }),
        httpApi.metricServerError({ period, statistic: 'Sum', label: '5xx' }),
      ]),
      graph(
        'API errors per area (4xx, 5xx)',
        areas.flatMap(({ area, clientErrors, serverErrors }) => [
          clientErrors.with({ statistic: 'Sum', label: `${area} 4xx` }),
          serverErrors.with({ statistic: 'Sum', label: `${area} 5xx` }),
        ]),
      ),
    );
    this.dashboard.addWidgets(
      graph(
        'API p95 latency per area (ms)',
        areas.map(({ area, latency }) => latency.with({ statistic: 'p95', label: `${area} p95` })),
      ),
      // Account-wide in this region: the concurrency quota is shared by every function in it.
      graph('Lambda throttles and concurrency (account, this region)', [lambdaMetric('Throttles', 'Sum')], {
        right: [lambdaMetric('ConcurrentExecutions', 'Maximum')],
      }),
    );
    this.dashboard.addWidgets(
      graph('DynamoDB throttled requests', [props.tableThrottles]),
      graph('SES bounce and complaint rates', [props.ses.bounceRate, props.ses.complaintRate]),
    );
    this.dashboard.addWidgets(
      graph(
        'Asynchronous failures (events in failed-events queues)',
        props.deadLetterQueues.map(({ what, queue }) =>
          queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum', label: what }),
        ),
        { width: WIDE },
      ),
    );
    if (props.edge) this.edgeWidgets(props.edge);
  }

  private edgeWidgets({ distributionId, webAclMetricName }: EdgeMonitoring): void {
    const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, left, right, width: HALF, height: 6, region: 'us-east-1' });
    const cloudFront = graph(
      'CloudFront 5xx rate (%) and requests',
      [cloudFront5xxRate(distributionId)],
      [cloudFrontMetric(distributionId, 'Requests', 'Sum').with({ label: 'Requests' })],
    );
    const waf = webAclMetricName
      ? graph(
          'WAF: blocked requests and the API rate rule',
          [
            wafMetric(webAclMetricName, 'BlockedRequests').with({ label: 'Blocked (all rules)' }),
            ...rateRuleMetrics(webAclMetricName),
          ],
          [wafMetric(webAclMetricName, 'AllowedRequests').with({ label: 'Allowed' })],
        )
      : new TextWidget({
          markdown:
            '**WAF**: the web ACL in front of CloudFront is not this app’s (an existing one, set by webAclArn): its metrics and logs are its owner’s.',
          width: HALF,
          height: 6,
        });
    this.dashboard.addWidgets(cloudFront, waf);
  }
}

function lambdaMetric(metricName: string, statistic: string): Metric {
  return new Metric({ namespace: 'AWS/Lambda', metricName, period: Duration.minutes(1), statistic, label: metricName });
}
