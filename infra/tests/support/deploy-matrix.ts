import { Stack } from 'aws-cdk-lib';
import { defineDeployableShop } from '../../src/deployable-shop.ts';
import type { SettingKey } from '../../src/settings.ts';
import { everyTemplate, templatesOf } from './stack-templates.ts';
import { synthesizeApp } from './synth.ts';

const ACCOUNT = '123456789012';
const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';
const WEB_ACL = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/shop-edge/0f1e2d3c-aaaa-bbbb-cccc-123456789abc';

/** One documented way to deploy: what the operator's shell holds and the settings passed with `-c key=value`. */
export interface MatrixRow {
  name: string;
  /** The region the CDK CLI passes (CDK_DEFAULT_REGION): the profile's, else us-east-1. */
  region: string;
  /** No credentials: the CLI passes no account (an offline `npm run synth`). */
  offline?: true;
  context: Partial<Record<SettingKey, string>>;
  /** The stacks `cdk deploy --all` would deploy. */
  stacks: string[];
}

const PRODUCTION: MatrixRow['context'] = {
  domainName: 'plans.example.com',
  certificateArn: CERTIFICATE,
  contactEmail: 'shop@example.com',
  alarmEmail: 'ops@example.com',
  webAclArn: WEB_ACL,
  paystackPublicKey: 'pk_live_0123456789abcdef',
  logRetentionDays: '365',
  authFlow: 'srp',
  reservedPaymentConcurrency: '5',
};

/** docs/operations.md's settings, as an operator combines them. Every setting in settings.ts is set by some row. */
export const MATRIX: readonly MatrixRow[] = [
  {
    name: 'defaults, offline (no credentials)',
    region: 'us-east-1',
    offline: true,
    context: {},
    stacks: ['ShopStack'],
  },
  {
    name: 'defaults in eu-west-1',
    region: 'eu-west-1',
    context: {},
    stacks: ['ShopEdgeAlarmsStack', 'ShopEdgeStack', 'ShopStack'],
  },
  {
    name: 'full production in af-south-1',
    region: 'af-south-1',
    context: PRODUCTION,
    stacks: ['ShopEdgeAlarmsStack', 'ShopStack'],
  },
  {
    name: 'full production in eu-west-1',
    region: 'eu-west-1',
    context: PRODUCTION,
    stacks: ['ShopEdgeAlarmsStack', 'ShopStack'],
  },
  {
    name: 'contact email alone in us-east-1',
    region: 'us-east-1',
    context: { contactEmail: 'shop@example.com' },
    stacks: ['ShopStack'],
  },
  {
    name: 'staging in eu-west-1',
    region: 'eu-west-1',
    context: { stage: 'staging', contactEmail: 'staging@example.com', threatProtection: 'audit' },
    stacks: ['ShopEdgeAlarmsStack-staging', 'ShopEdgeStack-staging', 'ShopStack-staging'],
  },
  {
    name: 'staging with its own domain and a pinned Paystack secret name in af-south-1',
    region: 'af-south-1',
    context: {
      stage: 'staging',
      paystackSecretName: 'shop/paystack-secret-key',
      domainName: 'staging.plans.example.com',
      certificateArn: CERTIFICATE,
      contactEmail: 'shop@example.com',
      alarmEmail: 'ops@example.com',
    },
    stacks: ['ShopEdgeAlarmsStack-staging', 'ShopEdgeStack-staging', 'ShopStack-staging'],
  },
  {
    name: 'restored table, Paystack secret name pinned, password sign-in, in eu-west-1',
    region: 'eu-west-1',
    context: {
      tableName: 'ShopStack-restored-20260301T0959',
      paystackSecretName: 'shop/paystack-secret-key',
      authFlow: 'password',
      wafRateRuleAction: 'block',
    },
    stacks: ['ShopEdgeAlarmsStack', 'ShopEdgeStack', 'ShopStack'],
  },
];

export type TemplateJson = {
  Resources: Record<string, { Type: string; Properties: Record<string, unknown>; DeletionPolicy?: string }>;
  Outputs?: Record<string, { Value: unknown }>;
};

export interface MatrixResult {
  /** The nag gate's (or the settings') error; undefined when the synth went through. */
  error?: string;
  /** Names of the top-level stacks made. */
  stacks: string[];
  /** Every template (stacks and nested stacks), by stack name and, for a nested one, its id. */
  templates: { stack: string; template: TemplateJson }[];
}

const results = new Map<MatrixRow, MatrixResult>();

/**
 * The row synthesized as `cdk synth` would (infra/bin/app.ts's own function, nag gate included), once per test
 * file: every assertion on a row reads the same result. Functions are not bundled (the test is about templates).
 */
export function synthesizeRow(row: MatrixRow): MatrixResult {
  const cached = results.get(row);
  if (cached) return cached;
  const env = { CDK_DEFAULT_ACCOUNT: row.offline ? undefined : ACCOUNT, CDK_DEFAULT_REGION: row.region };
  const result = synthesizeApp(
    (app) => {
      let error: string | undefined;
      try {
        defineDeployableShop(app, env, '/nonexistent/web/dist');
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      const stacks = app.node.children.filter((child): child is Stack => Stack.isStack(child));
      return {
        error,
        stacks: stacks.map((stack) => stack.stackName).sort(),
        templates: stacks.flatMap((stack) =>
          everyTemplate(templatesOf(stack)).map((template) => ({
            stack: stack.stackName,
            template: template.toJSON() as TemplateJson,
          })),
        ),
      };
    },
    { context: row.context as Record<string, string> },
  );
  results.set(row, result);
  return result;
}

/**
 * Resource properties that set a physical name which must be unique in the account (and region): two copies of the
 * shop, or a retried deploy meeting what a failed one left, collide on them.
 */
const NAME_PROPERTIES: Record<string, string[]> = {
  'AWS::Lambda::Function': ['FunctionName'],
  'AWS::Logs::LogGroup': ['LogGroupName'],
  'AWS::SecretsManager::Secret': ['Name'],
  'AWS::DynamoDB::Table': ['TableName'],
  'AWS::S3::Bucket': ['BucketName'],
  'AWS::Cognito::UserPool': ['UserPoolName'],
  'AWS::SQS::Queue': ['QueueName'],
  'AWS::SNS::Topic': ['TopicName'],
  'AWS::IAM::Role': ['RoleName'],
  'AWS::IAM::User': ['UserName'],
  'AWS::IAM::ManagedPolicy': ['ManagedPolicyName'],
  'AWS::SSM::Parameter': ['Name'],
  'AWS::Events::Rule': ['Name'],
  'AWS::CloudWatch::Alarm': ['AlarmName'],
  'AWS::CloudWatch::Dashboard': ['DashboardName'],
  'AWS::WAFv2::WebACL': ['Name'],
  'AWS::CloudFront::Function': ['Name'],
  'AWS::CloudFront::CachePolicy': ['CachePolicyConfig.Name'],
  'AWS::CloudFront::OriginRequestPolicy': ['OriginRequestPolicyConfig.Name'],
  'AWS::CloudFront::ResponseHeadersPolicy': ['ResponseHeadersPolicyConfig.Name'],
  'AWS::CloudFront::OriginAccessControl': ['OriginAccessControlConfig.Name'],
  'AWS::KMS::Alias': ['AliasName'],
};

export interface FixedName {
  stack: string;
  id: string;
  type: string;
  name: string;
  retained: boolean;
}

/** Every physical name the templates fix (a plain string, or a join of strings and the region/account). */
export function fixedNames(result: MatrixResult): FixedName[] {
  return result.templates.flatMap(({ stack, template }) =>
    Object.entries(template.Resources).flatMap(([id, resource]) =>
      (NAME_PROPERTIES[resource.Type] ?? []).flatMap((path) => {
        const value = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], resource.Properties);
        return value === undefined
          ? []
          : [
              {
                stack,
                id,
                type: resource.Type,
                name: JSON.stringify(value),
                retained: resource.DeletionPolicy === 'Retain',
              },
            ];
      }),
    ),
  );
}

/** Every resource of a type across the row's templates. */
export function resourcesIn(result: MatrixResult, type: string) {
  return result.templates.flatMap(({ stack, template }) =>
    Object.entries(template.Resources)
      .filter(([, resource]) => resource.Type === type)
      .map(([id, resource]) => ({ stack, id, resource })),
  );
}
