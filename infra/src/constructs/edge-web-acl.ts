import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import {
  BODY_SIZE_LABEL,
  BODY_SIZE_RULE,
  LARGE_BODY_PATHS,
  MANAGED_RULE_GROUPS,
  RATE_LIMIT_PER_5_MINUTES,
} from '../definitions/web-acl-rules.ts';

/**
 * The AWS WAF web ACL in front of CloudFront. Scope CLOUDFRONT exists only in us-east-1, so this
 * construct lives either in the shop stack (when that is in us-east-1) or in the small edge stack.
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName,
    });

    const managed = MANAGED_RULE_GROUPS.map(
      (name, priority): CfnWebACL.RuleProperty => ({
        name,
        priority,
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name,
            ...(name === 'AWSManagedRulesCommonRuleSet'
              ? { ruleActionOverrides: [{ name: BODY_SIZE_RULE, actionToUse: { count: {} } }] }
              : {}),
          },
        },
        overrideAction: { none: {} },
        visibilityConfig: visibility(name),
      }),
    );
    const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'STARTS_WITH',
        searchString: prefix,
        textTransformations: [{ priority: 0, type: 'NONE' }],
      },
    });
    const largeBodyPaths: CfnWebACL.StatementProperty =
      LARGE_BODY_PATHS.length === 1
        ? pathStartsWith(LARGE_BODY_PATHS[0] as string)
        : { orStatement: { statements: LARGE_BODY_PATHS.map(pathStartsWith) } };
    const oversizedBody: CfnWebACL.RuleProperty = {
      name: 'OversizedBodyOutsideStaffWrites',
      priority: managed.length,
      statement: {
        andStatement: {
          statements: [
            { labelMatchStatement: { scope: 'LABEL', key: BODY_SIZE_LABEL } },
            { notStatement: { statement: largeBodyPaths } },
          ],
        },
      },
      action: { block: {} },
      visibilityConfig: visibility('OversizedBodyOutsideStaffWrites'),
    };
    const rateLimit: CfnWebACL.RuleProperty = {
      name: 'RateLimitPerAddress',
      priority: managed.length + 1,
      statement: {
        rateBasedStatement: { limit: RATE_LIMIT_PER_5_MINUTES, aggregateKeyType: 'IP', evaluationWindowSec: 300 },
      },
      action: { block: {} },
      visibilityConfig: visibility('RateLimitPerAddress'),
    };

    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Tema house plans shop: in front of CloudFront',
      rules: [...managed, oversizedBody, rateLimit],
      visibilityConfig: visibility('ShopWebAcl'),
    });
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
