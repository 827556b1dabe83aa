import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  LARGE_BODY_PATHS,
  MANAGED_RULE_GROUPS,
  RATE_LIMIT_PER_5_MINUTES,
  RATE_RULE_NAME,
} from '../src/definitions/web-acl-rules.ts';
import type { ShopSettings } from '../src/settings.ts';
import { defineShopApp, EDGE_ALARMS_STACK_NAME, EDGE_STACK_NAME } from '../src/shop-app.ts';
import { DEFAULT_SETTINGS, synthesizeApp, TEST_ENV } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

const EXISTING_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';

/** The templates of every stack the app defines for that region and settings. */
function appTemplates(region: string, webAclArn?: string, settings: Partial<ShopSettings> = {}) {
  return synthesizeApp((app) => {
    defineShopApp(app, {
      settings: { ...DEFAULT_SETTINGS, webAclArn, ...settings },
      env: { ...TEST_ENV, region },
      webDistPath: '/nonexistent/web/dist',
    });
    const stacks = app.node.children.filter((child) => 'templateOptions' in child);
    return Object.fromEntries(
      stacks.map((stack) => [stack.node.id, Template.fromStack(stack as Parameters<typeof Template.fromStack>[0])]),
    );
  });
}

const webAclOf = (template: Template) => Object.values(resourcesOfType(template, 'AWS::WAFv2::WebACL'));
const distributionAclOf = (template: Template) => {
  const [distribution] = Object.values(resourcesOfType(template, 'AWS::CloudFront::Distribution'));
  return (distribution.Properties.DistributionConfig as { WebACLId?: unknown }).WebACLId;
};

describe('the AWS WAF web ACL in front of CloudFront', () => {
  it('outside us-east-1, lives in an edge stack in us-east-1 with a per-address rate rule and AWS managed groups', () => {
    const templates = appTemplates('eu-west-1');
    const [acl] = webAclOf(templates[EDGE_STACK_NAME]);
    const rules = acl.Properties.Rules as { Name: string; Statement: Record<string, unknown>; Action?: unknown }[];

    expect(Object.keys(templates).sort()).toEqual([EDGE_ALARMS_STACK_NAME, EDGE_STACK_NAME, 'ShopStack']);
    expect(webAclOf(templates.ShopStack)).toEqual([]);
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(
      rules.flatMap((rule) => {
        const managed = rule.Statement.ManagedRuleGroupStatement as { VendorName: string; Name: string } | undefined;
        return managed ? [`${managed.VendorName}/${managed.Name}`] : [];
      }),
    ).toEqual(MANAGED_RULE_GROUPS.map((name) => `AWS/${name}`));
    expect(rules.find((rule) => rule.Statement.RateBasedStatement)).toMatchObject({
      Statement: { RateBasedStatement: { Limit: RATE_LIMIT_PER_5_MINUTES, AggregateKeyType: 'IP' } },
    });
    // The distribution reads the ARN across regions (CDK's SSM-backed reference).
    expect(JSON.stringify(distributionAclOf(templates.ShopStack))).toContain('ExportsReader');
  });

  it('in us-east-1, is part of the shop stack itself', () => {
    const templates = appTemplates('us-east-1');
    const [aclId] = Object.keys(resourcesOfType(templates.ShopStack, 'AWS::WAFv2::WebACL'));

    expect(Object.keys(templates)).toEqual(['ShopStack']);
    expect(distributionAclOf(templates.ShopStack)).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('is an existing one when settings name it, in any region', () => {
    const templates = appTemplates('eu-west-1', EXISTING_ACL);

    expect(Object.keys(templates).sort()).toEqual([EDGE_ALARMS_STACK_NAME, 'ShopStack']);
    expect(webAclOf(templates.ShopStack)).toEqual([]);
    expect(distributionAclOf(templates.ShopStack)).toBe(EXISTING_ACL);
  });
});

type RateRule = {
  Name: string;
  Action: unknown;
  Statement: {
    RateBasedStatement: {
      AggregateKeyType: string;
      ForwardedIPConfig?: unknown;
      ScopeDownStatement: {
        ByteMatchStatement: { FieldToMatch: unknown; PositionalConstraint: string; SearchString: string };
      };
    };
  };
};
const rateRuleOf = (template: Template) =>
  (webAclOf(template)[0].Properties.Rules as RateRule[]).find((rule) => rule.Name === RATE_RULE_NAME) as RateRule;

describe('the WAF rate rule', () => {
  it('counts only API requests, keyed on the address that connected to CloudFront', () => {
    const rule = rateRuleOf(appTemplates('us-east-1').ShopStack);

    expect(rule.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({
      FieldToMatch: { UriPath: {} },
      PositionalConstraint: 'STARTS_WITH',
      SearchString: '/api/',
    });
    // Not a forwarded header: a client cannot move its own limit by writing X-Forwarded-For.
    expect(rule.Statement.RateBasedStatement.AggregateKeyType).toBe('IP');
    expect(rule.Statement.RateBasedStatement.ForwardedIPConfig).toBeUndefined();
  });

  it('counts before it blocks: count by default, block only when the settings say so, in every stack that makes it', () => {
    expect(rateRuleOf(appTemplates('us-east-1').ShopStack).Action).toEqual({ Count: {} });
    expect(rateRuleOf(appTemplates('eu-west-1')[EDGE_STACK_NAME]).Action).toEqual({ Count: {} });
    expect(rateRuleOf(appTemplates('us-east-1', undefined, { wafRateRuleAction: 'block' }).ShopStack).Action).toEqual({
      Block: {},
    });
    expect(
      rateRuleOf(appTemplates('eu-west-1', undefined, { wafRateRuleAction: 'block' })[EDGE_STACK_NAME]).Action,
    ).toEqual({ Block: {} });
  });
});

describe('the WAF log', () => {
  const logging = (template: Template) => Object.values(resourcesOfType(template, 'AWS::WAFv2::LoggingConfiguration'));

  it.each([
    ['us-east-1', 'ShopStack'],
    ['eu-west-1', EDGE_STACK_NAME],
  ])(
    'in %s, goes from the stack’s own ACL to an aws-waf-logs- group kept as the settings say, without sign-in headers',
    (region, stackName) => {
      const template = appTemplates(region, undefined, { logRetentionDays: 90 })[stackName];
      const [aclId] = Object.keys(resourcesOfType(template, 'AWS::WAFv2::WebACL'));
      const [config] = logging(template);
      const [[groupId, group]] = Object.entries(resourcesOfType(template, 'AWS::Logs::LogGroup')).filter(
        ([, candidate]) => String(candidate.Properties.LogGroupName).startsWith('aws-waf-logs-'),
      );

      expect(config.Properties.ResourceArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
      expect(group.Properties).toMatchObject({ LogGroupName: `aws-waf-logs-${stackName}`, RetentionInDays: 90 });
      // WAF takes the group's ARN without the ":*" that CloudFormation's Arn attribute ends with.
      expect(config.Properties.LogDestinationConfigs).toEqual([
        {
          'Fn::Join': [
            '',
            ['arn:', { Ref: 'AWS::Partition' }, ':logs:us-east-1:123456789012:log-group:', { Ref: groupId }],
          ],
        },
      ]);
      expect(config.Properties.RedactedFields).toEqual([
        { SingleHeader: { Name: 'authorization' } },
        { SingleHeader: { Name: 'cookie' } },
      ]);
      expect(config.Properties.LoggingFilter).toMatchObject({ DefaultBehavior: 'DROP' });
    },
  );

  it('is not made for an existing ACL, whose logging is its owner’s', () => {
    const templates = appTemplates('eu-west-1', EXISTING_ACL);

    for (const template of Object.values(templates)) expect(logging(template)).toEqual([]);
  });
});

describe('request bodies at the WAF', () => {
  const [acl] = webAclOf(appTemplates('us-east-1').ShopStack);
  type ByteMatch = { ByteMatchStatement: { SearchString: string; PositionalConstraint: string } };
  type Statement = {
    ManagedRuleGroupStatement: { RuleActionOverrides: unknown };
    AndStatement: {
      Statements: [unknown, { NotStatement: { Statement: { OrStatement: { Statements: ByteMatch[] } } } }];
    };
  };
  type Rule = { Name: string; Priority: number; Statement: Statement; Action?: unknown };
  const rules = acl.Properties.Rules as Rule[];
  const common = rules.find((rule) => rule.Name === 'AWSManagedRulesCommonRuleSet') as Rule;
  const oversized = rules.find((rule) => rule.Name === 'OversizedBodyOutsideStaffWrites') as Rule;

  it('keep the common rule set inspecting, with only its 8 KB body rule turned to counting', () => {
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });

  it('still block big bodies, after the managed groups, everywhere but staff writes and the Paystack webhook', () => {
    const [label, notPaths] = oversized.Statement.AndStatement.Statements;
    const exempt = notPaths.NotStatement.Statement.OrStatement.Statements.map(
      ({ ByteMatchStatement: match }) => `${match.PositionalConstraint} ${match.SearchString}`,
    );

    expect(oversized.Action).toEqual({ Block: {} });
    expect(oversized.Priority).toBeGreaterThan(common.Priority);
    expect(label).toEqual({
      LabelMatchStatement: { Scope: 'LABEL', Key: 'awswaf:managed:aws:core-rule-set:SizeRestrictions_Body' },
    });
    expect(exempt).toEqual(LARGE_BODY_PATHS.map((path) => `STARTS_WITH ${path}`));
    expect(LARGE_BODY_PATHS).toEqual(expect.arrayContaining(['/api/plans', '/api/portfolio', '/api/payments/webhook']));
    // Buyers' and visitors' writes stay under the 8 KB rule.
    for (const publicWrite of ['/api/contact', '/api/reviews', '/api/newsletter', '/api/payments/initialize']) {
      expect(LARGE_BODY_PATHS.some((path) => publicWrite.startsWith(path))).toBe(false);
    }
  });
});
