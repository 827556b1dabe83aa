import { Alarm, ComparisonOperator, type IMetric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';

/**
 * The alarm topic of one region (an alarm can only notify a topic in its own region), encrypted with a key
 * CloudWatch may use: it cannot publish to a topic under the AWS-managed SNS key. Emailed when alarmEmail is set.
 */
export function createAlarmTopic(scope: Construct, alarmEmail: string | undefined): Topic {
  const key = new Key(scope, 'AlarmTopicKey', {
    description: 'Encrypts the shop alarm topic',
    enableKeyRotation: true,
  });
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
  const topic = new Topic(scope, 'AlarmTopic', {
    displayName: 'Tema house plans alarms',
    masterKey: key,
    enforceSSL: true,
  });
  if (alarmEmail) topic.addSubscription(new EmailSubscription(alarmEmail));
  return topic;
}

export interface AlarmOptions {
  metric: IMetric;
  description: string;
  /** Alarms at this value or above; 1 unless said. */
  threshold?: number;
  evaluationPeriods?: number;
}

/** An alarm at or above its threshold, quiet without data, notifying the topic. */
export function addAlarm(scope: Construct, id: string, topic: ITopic, options: AlarmOptions): Alarm {
  const alarm = new Alarm(scope, id, {
    metric: options.metric,
    threshold: options.threshold ?? 1,
    evaluationPeriods: options.evaluationPeriods ?? 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: options.description,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}
