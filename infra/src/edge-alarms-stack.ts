import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { createAlarmTopic } from './constructs/alarm-topic.ts';
import { EdgeAlarms } from './constructs/edge-alarms.ts';

export interface ShopEdgeAlarmsStackProps extends StackProps {
  /** The shop stack's distribution (a cross-region reference: the shop stack is deployed first). */
  distributionId: string;
  /** The edge stack's web ACL; undefined with an existing ACL. */
  webAclMetricName?: string;
  alarmEmail?: string;
}

/**
 * Alarms on CloudFront and its WAF, whose metrics exist only in us-east-1, for a shop stack in another
 * region. An alarm can only notify a topic in its own region: this stack has its own alarm topic, emailed
 * to the same address.
 */
export class ShopEdgeAlarmsStack extends Stack {
  constructor(scope: Construct, id: string, props: ShopEdgeAlarmsStackProps) {
    super(scope, id, props);
    const topic = createAlarmTopic(this, props.alarmEmail);
    new EdgeAlarms(this, 'Edge', {
      topic,
      distributionId: props.distributionId,
      webAclMetricName: props.webAclMetricName,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: topic.topicArn,
      description: 'CloudFront and WAF alarms are published here (us-east-1); subscribe as for the shop topic',
    });
  }
}
