import { routes } from '@shop/shared/api/routes';
import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { PAYMENT_METRICS, PAYMENT_OUTCOMES, SHOP_METRICS_SERVICE } from '@shop/shared/payments/payment-metrics';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ACCESS_LOG_FORMAT } from '../src/constructs/api.ts';
import { FAILED_PAYMENTS_METRIC } from '../src/constructs/monitoring.ts';
import { RESERVED_CONCURRENCY_ROUTES } from '../src/constructs/payments.ts';
import { apiAreaMetricName, areaFilterPattern, routeKeyPrefixesByArea } from '../src/definitions/api-area-metrics.ts';
import { API_AREAS, type ApiArea, apiAreaOf } from '../src/definitions/api-areas.ts';
import type { ShopSettings } from '../src/settings.ts';
import { defineShopApp, EDGE_ALARMS_STACK_NAME } from '../src/shop-app.ts';
import { DEFAULT_SETTINGS, STACK_NAME, shopTemplates, synthesizeApp, TEST_ENV } from './support/synth.ts';
import {
  functionIdNamed,
  resolveFromParent,
  resourcesAcross,
  resourcesOfType,
  shopFunctionsAcross,
} from './support/template-queries.ts';

type Ref = { Ref: string };
type Dimension = { Name: string; Value: unknown };

describe('alarms, dead letters and retention', () => {
  const stacks = shopTemplates({ alarmEmail: 'ops@example.com', logRetentionDays: 90 });
  // Alarms, the topic, the schedule and its queue live in the parent; the routes' functions in nested stacks.
  const template = stacks.parent;
  const allFunctionNames = shopFunctionsAcross(stacks)
    .map(({ resource }) => resource.Properties.FunctionName)
    .sort();
  const alarms = Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
  const [topicId] = Object.keys(resourcesOfType(template, 'AWS::SNS::Topic'));
  const metricNames = (alarm: (typeof alarms)[number]) =>
    JSON.stringify(alarm.Properties.Metrics ?? alarm.Properties.MetricName);

  it('send every alarm to one encrypted SNS topic, emailed to the operator', () => {
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
    template.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: {} });
  });

  it('watch the API 5xx rate, and the Errors and Throttles of every shop function, nested stacks included', () => {
    // Each function's metric names it by a reference: to the function itself, or to its nested stack's output.
    const watched = (metric: string) =>
      alarms
        .filter((alarm) => metricNames(alarm).includes(`"MetricName":"${metric}"`))
        .flatMap((alarm) => alarm.Properties.Metrics as { MetricStat?: { Metric: { Dimensions: Dimension[] } } }[])
        .flatMap((query) => query.MetricStat?.Metric.Dimensions ?? [])
        .map((dimension) => resolveFromParent(stacks, dimension.Value)?.resource.Properties.FunctionName)
        .sort();

    expect(alarms.some((alarm) => metricNames(alarm).includes('"MetricName":"5xx"'))).toBe(true);
    expect(allFunctionNames.length).toBeGreaterThan(1);
    expect(watched('Errors')).toEqual(allFunctionNames);
    expect(watched('Throttles')).toEqual(allFunctionNames);
  });

  it('send failed reconciliation runs to a dead-letter queue that raises an alarm', () => {
    const reconcileId = functionIdNamed(template, `${STACK_NAME}-reconcile-payments`);
    const [queueId] = Object.keys(resourcesOfType(template, 'AWS::SQS::Queue'));
    const [invokeConfig] = Object.values(resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig'));
    const [rule] = Object.values(resourcesOfType(template, 'AWS::Events::Rule'));

    expect(invokeConfig.Properties).toMatchObject({
      FunctionName: { Ref: reconcileId },
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    expect((rule.Properties.Targets as { DeadLetterConfig: unknown }[])[0].DeadLetterConfig).toEqual({
      Arn: { 'Fn::GetAtt': [queueId, 'Arn'] },
    });
    expect(
      alarms.some(
        (alarm) =>
          alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
          JSON.stringify(alarm.Properties.Dimensions).includes(queueId),
      ),
    ).toBe(true);
  });

  it('give every asynchronously invoked function (by EventBridge or S3), in any stack, an on-failure destination', () => {
    const asyncTargets = resourcesAcross(stacks, 'AWS::Lambda::Permission').filter(({ resource }) =>
      ['events.amazonaws.com', 's3.amazonaws.com'].includes(resource.Properties.Principal as string),
    );
    const hasDestination = ({ template, resource }: (typeof asyncTargets)[number]) =>
      Object.values(resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig')).some(
        (config) =>
          config.Properties.DestinationConfig &&
          JSON.stringify(resource.Properties.FunctionName).includes((config.Properties.FunctionName as Ref).Ref),
      );

    expect(asyncTargets.length).toBeGreaterThanOrEqual(3);
    for (const target of asyncTargets) expect(hasDestination(target)).toBe(true);
  });

  it.each([
    ['make-picture-variants', 'PicturesFailedEvents'],
    ['prepare-order-delivery', 'DeliveriesFailedEvents'],
    ['import-plan-rows', 'PlanImportsFailedEvents'],
  ])(
    'send the %s function’s failed S3 events, after two retries, to a queue that raises an alarm',
    (name, queuePrefix) => {
      const functionId = functionIdNamed(template, `${STACK_NAME}-${name}`);
      const [queueId] = Object.keys(resourcesOfType(template, 'AWS::SQS::Queue')).filter((id) =>
        id.startsWith(queuePrefix),
      );
      const config = Object.values(resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig')).find(
        (candidate) => (candidate.Properties.FunctionName as Ref).Ref === functionId,
      );

      expect(config?.Properties).toMatchObject({
        MaximumRetryAttempts: 2,
        DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
      });
      expect(
        alarms.filter(
          (alarm) =>
            alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
            JSON.stringify(alarm.Properties.Dimensions).includes(queueId),
        ),
      ).toHaveLength(1);
    },
  );

  it('count the payment functions’ failure log lines as a metric and alarm on it', () => {
    const filters = Object.values(resourcesOfType(template, 'AWS::Logs::MetricFilter')).filter((filter) =>
      JSON.stringify(filter.Properties.MetricTransformations).includes(FAILED_PAYMENTS_METRIC),
    );
    const paymentRoutes = [
      'confirm-payment',
      // A buyer's refund request, and staff's decision on it, may refund through Paystack.
      'decide-refund-request',
      'initialize-payment',
      // Paying a desk quote starts a Paystack transaction, as checkout does.
      'pay-request-quote',
      'payment-webhook',
      'reconcile-payments',
      'refund-order',
      'request-refund',
      'verify-payment',
    ];

    // Most payment functions (and their log groups) are in a nested stack: follow the reference there.
    const filteredGroups = filters
      .map((filter) => resolveFromParent(stacks, filter.Properties.LogGroupName)?.resource.Properties.LogGroupName)
      .sort();

    expect(filteredGroups).toEqual(paymentRoutes.map((name) => `/aws/lambda/${STACK_NAME}-${name}`));
    for (const message of Object.values(PAYMENT_ALARM_MESSAGES)) {
      expect(filters[0].Properties.FilterPattern).toContain(`$.message = "${message}"`);
    }
    expect(alarms.some((alarm) => alarm.Properties.MetricName === FAILED_PAYMENTS_METRIC)).toBe(true);
  });

  it('keep every log group, nested stacks included, as long as the settings say', () => {
    const groups = resourcesAcross(stacks, 'AWS::Logs::LogGroup');

    expect(groups.length).toBeGreaterThan(allFunctionNames.length);
    for (const { resource } of groups) expect(resource.Properties.RetentionInDays).toBe(90);
  });

  it('keep point-in-time recovery on the table and versions in the plan-files bucket', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    const planFiles = Object.entries(resourcesOfType(template, 'AWS::S3::Bucket')).find(([id]) =>
      id.startsWith('FilesPlanFiles'),
    );
    expect(planFiles?.[1].Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });
});

/** Every stack the app defines for that region, by name. */
function appTemplates(region: string, settings: Partial<ShopSettings> = {}) {
  return synthesizeApp((app) => {
    defineShopApp(app, {
      settings: { ...DEFAULT_SETTINGS, alarmEmail: 'ops@example.com', ...settings },
      env: { ...TEST_ENV, region },
      webDistPath: '/nonexistent/web/dist',
    });
    const stacks = app.node.children.filter((child) => 'templateOptions' in child);
    return Object.fromEntries(
      stacks.map((stack) => [stack.node.id, Template.fromStack(stack as Parameters<typeof Template.fromStack>[0])]),
    );
  });
}

type AlarmResource = ReturnType<typeof resourcesOfType>[string];
const alarmsOf = (template: Template) => Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
const readsMetric = (alarm: AlarmResource, metricName: string) =>
  alarm.Properties.MetricName === metricName ||
  JSON.stringify(alarm.Properties.Metrics ?? []).includes(`"MetricName":"${metricName}"`);

/** Each place nobody looked before launch, and how to tell its alarm. */
const BLIND_SPOTS: Record<string, (alarm: AlarmResource) => boolean> = {
  'API 4xx spike': (alarm) => readsMetric(alarm, '4xx'),
  'DynamoDB throttles': (alarm) => readsMetric(alarm, 'ThrottledRequests'),
  'SES bounce rate': (alarm) => readsMetric(alarm, 'Reputation.BounceRate'),
  'SES complaint rate': (alarm) => readsMetric(alarm, 'Reputation.ComplaintRate'),
  'failed picture events': (alarm) =>
    JSON.stringify(alarm.Properties.Dimensions ?? []).includes('PicturesFailedEvents'),
  'failed delivery events': (alarm) =>
    JSON.stringify(alarm.Properties.Dimensions ?? []).includes('DeliveriesFailedEvents'),
  'CloudFront 5xx rate': (alarm) => readsMetric(alarm, '5xxErrorRate'),
  'WAF blocks spike': (alarm) => readsMetric(alarm, 'BlockedRequests'),
};

/** The production layout outside us-east-1: the edge stack, the shop stack, the edge alarms stack. */
const outside = appTemplates('eu-west-1');

describe('launch-day alarms', () => {
  const inEdgeRegion = appTemplates('us-east-1');

  it('outside us-east-1, cover every blind spot: CloudFront and WAF from a us-east-1 stack with its own emailed topic', () => {
    const shopAlarms = alarmsOf(outside.ShopStack);
    const edgeAlarms = alarmsOf(outside[EDGE_ALARMS_STACK_NAME]);
    const [edgeTopicId] = Object.keys(resourcesOfType(outside[EDGE_ALARMS_STACK_NAME], 'AWS::SNS::Topic'));

    for (const [spot, isItsAlarm] of Object.entries(BLIND_SPOTS)) {
      expect([...shopAlarms, ...edgeAlarms].filter(isItsAlarm).length, spot).toBe(1);
    }
    expect(edgeAlarms.map((alarm) => Object.keys(BLIND_SPOTS).find((spot) => BLIND_SPOTS[spot](alarm)))).toEqual([
      'CloudFront 5xx rate',
      'WAF blocks spike',
    ]);
    for (const alarm of edgeAlarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: edgeTopicId }]);
    outside[EDGE_ALARMS_STACK_NAME].hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
    // The distribution's id comes from the shop stack in its own region.
    expect(JSON.stringify(edgeAlarms[0].Properties.Metrics)).toContain('ExportsReader');
    // The WAF metrics are the edge stack's ACL's.
    expect(JSON.stringify(edgeAlarms[1].Properties)).toContain('"WebACL","Value":"ShopWebAcl-ShopEdgeStack"');
  });

  it('in us-east-1, cover every blind spot from the shop stack itself, to its one topic', () => {
    const alarms = alarmsOf(inEdgeRegion.ShopStack);
    const [topicId] = Object.keys(resourcesOfType(inEdgeRegion.ShopStack, 'AWS::SNS::Topic'));

    expect(Object.keys(inEdgeRegion)).toEqual(['ShopStack']);
    for (const [spot, isItsAlarm] of Object.entries(BLIND_SPOTS))
      expect(alarms.filter(isItsAlarm).length, spot).toBe(1);
    for (const alarm of alarms) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('with an existing web ACL, still watch CloudFront, and leave that ACL’s blocks to its owner', () => {
    const templates = appTemplates('eu-west-1', {
      webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop/0f1e2d3c-aaaa-bbbb-cccc-123456789abc',
    });
    const edgeAlarms = alarmsOf(templates[EDGE_ALARMS_STACK_NAME]);

    expect(edgeAlarms.filter(BLIND_SPOTS['CloudFront 5xx rate'])).toHaveLength(1);
    expect(edgeAlarms.filter(BLIND_SPOTS['WAF blocks spike'])).toHaveLength(0);
  });
});

describe('the launch-day dashboard', () => {
  const dashboards = Object.values(resourcesOfType(outside.ShopStack, 'AWS::CloudWatch::Dashboard'));
  const body = JSON.stringify(dashboards[0]?.Properties.DashboardBody);

  it('is one dashboard named after the stack', () => {
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0].Properties.DashboardName).toBe(STACK_NAME);
  });

  it('shows orders, revenue and payments by outcome, as the payment path emits them', () => {
    for (const name of Object.values(PAYMENT_METRICS)) expect(body).toContain(`\\"${name}\\"`);
    for (const outcome of PAYMENT_OUTCOMES) expect(body).toContain(`\\"Outcome\\",\\"${outcome}\\"`);
    expect(body).toContain(`\\"service\\",\\"${SHOP_METRICS_SERVICE}\\"`);
  });

  it('shows 4xx, 5xx and p95 latency for every API area', () => {
    for (const area of Object.keys(API_AREAS) as ApiArea[]) {
      expect(body).toContain(`\\"${apiAreaMetricName(area, '4xx')}\\"`);
      expect(body).toContain(`\\"${apiAreaMetricName(area, '5xx')}\\"`);
      expect(body).toMatch(new RegExp(`${apiAreaMetricName(area, 'Latency')}[^\\]]*stat\\\\":\\\\"p95`));
    }
  });

  it('shows DynamoDB throttles, SES reputation, async failures, and CloudFront and WAF read from us-east-1', () => {
    for (const metric of ['ThrottledRequests', 'Reputation.BounceRate', 'Reputation.ComplaintRate']) {
      expect(body).toContain(metric);
    }
    expect(body.match(/ApproximateNumberOfMessagesVisible/g)).toHaveLength(4);
    expect(body).toMatch(/5xxErrorRate[^\]]*region\\":\\"us-east-1/);
    expect(body).toMatch(/BlockedRequests[^\]]*ShopWebAcl-ShopEdgeStack[^\]]*region\\":\\"us-east-1/);
    expect(body).toContain('RateLimitPerAddress');
  });
});

describe('API metrics per area, from the access log', () => {
  const template = shopTemplates().parent;
  const areaFilters = Object.values(resourcesOfType(template, 'AWS::Logs::MetricFilter')).filter((filter) =>
    JSON.stringify(filter.Properties.MetricTransformations).includes('"MetricName":"Api'),
  );

  it('count each route in exactly one area (no path segment is the start of another)', () => {
    const prefixes = routeKeyPrefixesByArea(routes);
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const areas = [...prefixes].filter(([, list]) => list.some((prefix) => `${key}/`.startsWith(`${prefix}/`)));
      const loose = [...prefixes].filter(([, list]) => list.some((prefix) => key.startsWith(prefix)));
      expect(
        areas.map(([area]) => area),
        key,
      ).toEqual([apiAreaOf(route)]);
      expect(
        loose.map(([area]) => area),
        key,
      ).toEqual([apiAreaOf(route)]);
    }
  });

  it('are three filters per area on the access log, each pattern within CloudWatch’s 1,024 characters', () => {
    expect(areaFilters).toHaveLength(3 * Object.keys(API_AREAS).length);
    for (const filter of areaFilters) {
      expect(JSON.stringify(filter.Properties.LogGroupName)).toContain('ApiAccessLogs');
      expect(String(filter.Properties.FilterPattern).length).toBeLessThanOrEqual(1024);
    }
    expect(areaFilterPattern(['GET /api/plans'], '4xx')).toBe(
      '{ ($.routeKey = "GET /api/plans*") && $.status >= 400 && $.status <= 499 }',
    );
  });

  it('read status and latency as numbers from the access log', () => {
    const line = ACCESS_LOG_FORMAT.replace(/\$context\.status/, '404')
      .replace(/\$context\.responseLatency/, '87')
      .replace(/\$context\.[\w.]+/g, 'x');

    expect(JSON.parse(line)).toMatchObject({ status: 404, latencyMs: 87 });
  });
});

describe('reserved concurrency for the payment functions', () => {
  const reserved = (settings: Partial<ShopSettings>) =>
    shopFunctionsAcross(shopTemplates(settings))
      .filter(({ resource }) => resource.Properties.ReservedConcurrentExecutions !== undefined)
      .map(({ resource }) => [resource.Properties.FunctionName, resource.Properties.ReservedConcurrentExecutions]);

  it('is off by default: a new account’s quota leaves nothing to reserve', () => {
    expect(reserved({})).toEqual([]);
  });

  it('reserves the set number for initialise, verify and the webhook, and for nothing else', () => {
    expect(reserved({ reservedPaymentConcurrency: 5 }).sort()).toEqual(
      RESERVED_CONCURRENCY_ROUTES.map((name) => [`${STACK_NAME}-${name}`, 5]).sort(),
    );
  });
});
