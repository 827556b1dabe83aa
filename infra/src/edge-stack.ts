import { Stack, type StackProps } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from './constructs/edge-web-acl.ts';
import type { ShopSettings } from './settings.ts';

export interface ShopEdgeStackProps extends StackProps {
  settings: Pick<ShopSettings, 'wafRateRuleAction' | 'logRetentionDays'>;
}

/** What CloudFront needs from us-east-1 when the shop lives elsewhere: the WAF web ACL (and its log). */
export class ShopEdgeStack extends Stack {
  readonly webAclArn: string;
  readonly webAclMetricName: string;

  constructor(scope: Construct, id: string, props: ShopEdgeStackProps) {
    super(scope, id, props);
    const acl = new EdgeWebAcl(this, 'EdgeWebAcl', {
      rateRuleAction: props.settings.wafRateRuleAction,
      logRetention: props.settings.logRetentionDays as RetentionDays,
    });
    this.webAclArn = acl.arn;
    this.webAclMetricName = acl.metricName;
  }
}
