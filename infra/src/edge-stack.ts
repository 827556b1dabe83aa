import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeWebAcl } from './constructs/edge-web-acl.ts';

/** What CloudFront needs from us-east-1 when the shop lives elsewhere: the WAF web ACL. */
export class ShopEdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAclArn = new EdgeWebAcl(this, 'EdgeWebAcl').arn;
  }
}
