import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import {
  CLOUDFRONT_5XX_RATE_PERCENT,
  cloudFront5xxRate,
  WAF_BLOCKS_PER_5_MINUTES,
  wafMetric,
} from '../definitions/edge-metrics.ts';
import { addAlarm } from './alarm-topic.ts';

export interface EdgeAlarmsProps {
  /** A topic in us-east-1, where these alarms must be. */
  topic: ITopic;
  distributionId: string;
  /** The metric name of the stack's own web ACL; an existing ACL's metrics are its owner's to watch. */
  webAclMetricName?: string;
}

/** Alarms on what only us-east-1 sees: CloudFront's 5xx rate and a spike of WAF blocks. */
export class EdgeAlarms extends Construct {
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: EdgeAlarmsProps) {
    super(scope, id);
    this.alarms.push(
      addAlarm(this, 'CloudFront5xxRate', props.topic, {
        metric: cloudFront5xxRate(props.distributionId),
        threshold: CLOUDFRONT_5XX_RATE_PERCENT,
        evaluationPeriods: 2,
        description: `${CLOUDFRONT_5XX_RATE_PERCENT}% or more of CloudFront's answers were 5xx, twice in a row over 5 minutes`,
      }),
    );
    if (props.webAclMetricName) {
      this.alarms.push(
        addAlarm(this, 'WafBlocks', props.topic, {
          metric: wafMetric(props.webAclMetricName, 'BlockedRequests'),
          threshold: WAF_BLOCKS_PER_5_MINUTES,
          description: `The WAF blocked ${WAF_BLOCKS_PER_5_MINUTES} or more requests in 5 minutes: an attack, or a rule stopping shoppers`,
        }),
      );
    }
  }
}
