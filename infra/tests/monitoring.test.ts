import { PAYMENT_ALARM_MESSAGES } from '@shop/lambdas/domain/payments/payment-alarm-messages';
import { describe, expect, it } from 'vitest';
import { FAILED_PAYMENTS_METRIC } from '../src/constructs/monitoring.ts';
import { STACK_NAME, shopTemplate } from './support/synth.ts';
import { functionIdNamed, resourcesOfType, shopFunctions } from './support/template-queries.ts';

type Ref = { Ref: string };

describe('alarms, dead letters and retention', () => {
  const template = shopTemplate({ alarmEmail: 'ops@example.com', logRetentionDays: 90 });
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

  it('watch the API 5xx rate, and the Errors and Throttles of every shop function', () => {
    const watched = (metric: string) =>
      alarms
        .filter((alarm) => metricNames(alarm).includes(`"MetricName":"${metric}"`))
        .flatMap((alarm) => JSON.stringify(alarm.Properties.Metrics).match(/"Value":\{"Ref":"\w+"\}/g) ?? []);

    expect(alarms.some((alarm) => metricNames(alarm).includes('"MetricName":"5xx"'))).toBe(true);
    expect(watched('Errors')).toHaveLength(Object.keys(shopFunctions(template)).length);
    expect(watched('Throttles')).toHaveLength(Object.keys(shopFunctions(template)).length);
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

  it('give every asynchronously invoked function an on-failure destination', () => {
    const asyncTargets = Object.values(resourcesOfType(template, 'AWS::Lambda::Permission'))
      .filter((permission) => permission.Properties.Principal === 'events.amazonaws.com')
      .map((permission) => JSON.stringify(permission.Properties.FunctionName));
    const withDestination = Object.values(resourcesOfType(template, 'AWS::Lambda::EventInvokeConfig'))
      .filter((config) => config.Properties.DestinationConfig)
      .map((config) => (config.Properties.FunctionName as Ref).Ref);

    expect(asyncTargets.length).toBeGreaterThan(0);
    for (const target of asyncTargets) expect(withDestination.some((id) => target.includes(id))).toBe(true);
  });

  it('count the payment functions’ failure log lines as a metric and alarm on it', () => {
    const filters = Object.values(resourcesOfType(template, 'AWS::Logs::MetricFilter'));
    const paymentRoutes = [
      'confirm-payment',
      'initialize-payment',
      'payment-webhook',
      'reconcile-payments',
      'verify-payment',
    ];

    expect(filters).toHaveLength(paymentRoutes.length);
    for (const message of Object.values(PAYMENT_ALARM_MESSAGES)) {
      expect(filters[0].Properties.FilterPattern).toContain(`$.message = "${message}"`);
    }
    expect(alarms.some((alarm) => alarm.Properties.MetricName === FAILED_PAYMENTS_METRIC)).toBe(true);
  });

  it('keep every log group as long as the settings say', () => {
    const groups = Object.values(resourcesOfType(template, 'AWS::Logs::LogGroup'));

    expect(groups.length).toBeGreaterThan(Object.keys(shopFunctions(template)).length);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(90);
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
