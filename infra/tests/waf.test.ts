import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { LARGE_BODY_PATHS, MANAGED_RULE_GROUPS, RATE_LIMIT_PER_5_MINUTES } from '../src/definitions/web-acl-rules.ts';
import { defineShopApp, EDGE_STACK_NAME } from '../src/shop-app.ts';
import { DEFAULT_SETTINGS, synthesizeApp, TEST_ENV } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

const EXISTING_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';

/** The templates of every stack the app defines for that region and settings. */
function appTemplates(region: string, webAclArn?: string) {
  return synthesizeApp((app) => {
    defineShopApp(app, {
      settings: { ...DEFAULT_SETTINGS, webAclArn },
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

    expect(Object.keys(templates).sort()).toEqual([EDGE_STACK_NAME, 'ShopStack']);
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
      Action: { Block: {} },
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

    expect(Object.keys(templates)).toEqual(['ShopStack']);
    expect(webAclOf(templates.ShopStack)).toEqual([]);
    expect(distributionAclOf(templates.ShopStack)).toBe(EXISTING_ACL);
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
