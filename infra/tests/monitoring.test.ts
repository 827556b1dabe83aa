import { PAYMENT_ALARM_MESSAGES } from '@shop/shared/payments/payment-alarm-messages';
import { describe, expect, it } from 'vitest';
import { FAILED_PAYMENTS_METRIC } from '../src/constructs/monitoring.ts';
import { STACK_NAME, shopTemplates } from './support/synth.ts';
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
      'initialize-payment',
      'payment-webhook',
      'reconcile-payments',
      'refund-order',
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
