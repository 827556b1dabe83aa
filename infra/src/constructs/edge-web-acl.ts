import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import {
  BODY_SIZE_LABEL,
  BODY_SIZE_RULE,
  LARGE_BODY_PATHS,
  LOGGED_ACTIONS,
  MANAGED_RULE_GROUPS,
  RATE_LIMIT_PER_5_MINUTES,
  RATE_LIMITED_PATH,
  RATE_RULE_NAME,
  REDACTED_HEADERS,
  WAF_LOG_GROUP_PREFIX,
} from '../definitions/web-acl-rules.ts';
import type { WafRateRuleAction } from '../settings.ts';

export interface EdgeWebAclProps {
  /** Count (watch first) or block the addresses over the rate limit. */
  rateRuleAction: WafRateRuleAction;
  /** How long the WAF log keeps its events. */
  logRetention: RetentionDays;
}

/**
 * The AWS WAF web ACL in front of CloudFront. Scope CLOUDFRONT exists only in us-east-1, so this
 * construct lives either in the shop stack (when that is in us-east-1) or in the small edge stack.
 * It logs what its rules block or count (headers that carry sign-ins redacted) to CloudWatch Logs.
 */
export class EdgeWebAcl extends Construct {
  readonly webAcl: CfnWebACL;
  /** The dimension value of the ACL's CloudWatch metrics (AWS/WAFV2, dimension WebACL). */
  readonly metricName: string;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: EdgeWebAclProps) {
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
    // Only API calls count towards the limit: a page's assets and pictures (many per page view, and many
    // shoppers behind one carrier-grade NAT address) do not. The key is the address that connected to
    // CloudFront (aggregate key IP), never a forwarded header a client could write.
    const rateLimit: CfnWebACL.RuleProperty = {
      name: RATE_RULE_NAME,
      priority: managed.length + 1,
      statement: {
        rateBasedStatement: {
          limit: RATE_LIMIT_PER_5_MINUTES,
          aggregateKeyType: 'IP',
          evaluationWindowSec: 300,
          scopeDownStatement: pathStartsWith(RATE_LIMITED_PATH),
        },
      },
      action: props.rateRuleAction === 'block' ? { block: {} } : { count: {} },
      visibilityConfig: visibility(RATE_RULE_NAME),
    };

    // Per stack, so a second copy of the shop in the account has metrics of its own.
    this.metricName = `ShopWebAcl-${Stack.of(this).stackName}`;
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'Tema house plans shop: in front of CloudFront',
      rules: [...managed, oversizedBody, rateLimit],
      visibilityConfig: visibility(this.metricName),
    });
    this.logGroup = this.logTo(props.logRetention);
  }

  /** WAF writes only to a log group whose name starts with aws-waf-logs-, named by an ARN without `:*`. */
  private logTo(retention: RetentionDays): LogGroup {
    const stack = Stack.of(this);
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `${WAF_LOG_GROUP_PREFIX}${stack.stackName}`,
      retention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        stack.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroup.logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      // The header's and the filter's contents are untyped JSON to CDK, so in CloudFormation's spelling.
      redactedFields: REDACTED_HEADERS.map((name) => ({ singleHeader: { Name: name } })),
      // Allowed requests are in CloudFront's own logs; these are the ones a rule stopped or counted.
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          {
            Behavior: 'KEEP',
            Requirement: 'MEETS_ANY',
            Conditions: LOGGED_ACTIONS.map((action) => ({ ActionCondition: { Action: action } })),
          },
        ],
      },
    });
    return logGroup;
  }

  get arn(): string {
    return this.webAcl.attrArn;
  }
}
