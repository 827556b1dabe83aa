import { ENV_NAMES } from '@shop/lambdas/config/env';
import { SERVICE_NAME } from '@shop/lambdas/observability/log';
import { ORIGIN_SECRET_REJECTED_METRIC } from '@shop/lambdas/observability/metrics';
import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { PRODUCTION_METRICS_NAMESPACE } from '@shop/shared/observability/metrics-namespace';
import { describe, expect, it } from 'vitest';
import { ORIGIN_SECRET_REJECTED_THRESHOLD } from '../src/constructs/origin-secret.ts';
import { everyTemplate } from './support/stack-templates.ts';
import { STACK_NAME, shopTemplates } from './support/synth.ts';
import {
  inParentTerms,
  type Located,
  resourcesOfType,
  shopFunctionsAcross,
  statementsGrantedTo,
} from './support/template-queries.ts';

describe('the API behind CloudFront only', () => {
  const stacks = shopTemplates();
  const functions = shopFunctionsAcross(stacks);
  const variablesOf = ({ resource }: Located) =>
    (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const [secretId] = Object.keys(resourcesOfType(stacks.parent, 'AWS::SecretsManager::Secret')).filter((id) =>
    id.startsWith('OriginVerifySecret'),
  );
  const apiFunctionNames = new Set(routes.map((route) => `${STACK_NAME}-${route.name}`));
  const isApiFunction = ({ resource }: Located) => apiFunctionNames.has(String(resource.Properties.FunctionName));

  it('keeps the secret in Secrets Manager as a document, out of every function’s environment', () => {
    const secret = resourcesOfType(stacks.parent, 'AWS::SecretsManager::Secret')[secretId];

    expect(secret.Properties.GenerateSecretString).toMatchObject({ GenerateStringKey: 'current' });
    expect(functions.length).toBeGreaterThan(50);
    for (const fn of functions) {
      const variables = variablesOf(fn);
      expect(JSON.stringify(variables)).not.toContain('resolve:secretsmanager');
      expect(variables).not.toHaveProperty(ENV_NAMES.originVerifySecret);
    }
  });

  it('gives each API function the secret’s ARN, and the other functions nothing of it', () => {
    const apiFunctions = functions.filter(isApiFunction);

    expect(apiFunctions).toHaveLength(routes.length);
    for (const fn of apiFunctions) {
      expect(inParentTerms(stacks, fn.template, variablesOf(fn)[ENV_NAMES.originVerifySecretArn])).toEqual({
        Ref: secretId,
      });
    }
    for (const fn of functions.filter((candidate) => !isApiFunction(candidate))) {
      expect(variablesOf(fn)).not.toHaveProperty(ENV_NAMES.originVerifySecretArn);
    }
  });

  it('lets each API function read that one secret with GetSecretValue alone', () => {
    for (const fn of functions) {
      const reads = statementsGrantedTo(fn.template, fn.id).filter((statement) =>
        JSON.stringify(inParentTerms(stacks, fn.template, statement.Resource)).includes(`"${secretId}"`),
      );
      if (!isApiFunction(fn)) {
        expect(reads).toEqual([]);
        continue;
      }
      expect(reads).toHaveLength(1);
      expect(reads[0]).toMatchObject({ Effect: 'Allow', Action: 'secretsmanager:GetSecretValue' });
      expect(inParentTerms(stacks, fn.template, reads[0].Resource)).toEqual({ Ref: secretId });
    }
  });

  it('has CloudFront send the secret’s current value through a dynamic reference', () => {
    const [distribution] = Object.values(resourcesOfType(stacks.parent, 'AWS::CloudFront::Distribution'));
    const origins = (distribution.Properties.DistributionConfig as { Origins: { OriginCustomHeaders?: unknown }[] })
      .Origins;
    const headers = origins.flatMap((origin) => (origin.OriginCustomHeaders as unknown[] | undefined) ?? []);

    expect(headers).toEqual([
      {
        HeaderName: 'x-origin-verify',
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:current::}}']],
        },
      },
    ]);
  });

  it('alarms on the refusals the functions count', () => {
    const alarms = Object.values(resourcesOfType(stacks.parent, 'AWS::CloudWatch::Alarm')).filter(
      (alarm) => alarm.Properties.MetricName === ORIGIN_SECRET_REJECTED_METRIC,
    );

    expect(alarms).toHaveLength(1);
    expect(alarms[0].Properties).toMatchObject({
      Namespace: PRODUCTION_METRICS_NAMESPACE,
      Dimensions: [{ Name: 'service', Value: SERVICE_NAME }],
      Statistic: 'Sum',
      Threshold: ORIGIN_SECRET_REJECTED_THRESHOLD,
    });
  });

  it('publishes the secret’s ARN and the distribution id for the rotation, and no execute-api address', () => {
    const outputs = stacks.parent.toJSON().Outputs as Record<string, { Value: unknown }>;

    expect(outputs.OriginVerifySecretArn.Value).toEqual({ Ref: secretId });
    expect(outputs.DistributionId.Value).toEqual({ Ref: expect.stringMatching(/^SiteDistribution/) });
    expect(Object.keys(outputs)).not.toContain('ApiUrl');
    expect(JSON.stringify(outputs)).not.toContain('execute-api');
  });
});

describe('edge cache invalidation', () => {
  const stacks = shopTemplates();
  const everyFunction = everyTemplate(stacks).flatMap((template) =>
    Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).map(([id, fn]) => ({ id, template, fn })),
  );
  const invalidating = everyFunction.filter(
    ({ fn }) =>
      (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.DISTRIBUTION_ID,
  );
  const routesThatInvalidate = (routes as readonly RouteDefinition[]).filter((route) => route.edgeCache);

  it('names the distribution to exactly the functions of rows that make cached reads stale', () => {
    expect(routesThatInvalidate.map((route) => route.name).sort()).toEqual(
      expect.arrayContaining(['update-plan', 'update-site-settings', 'delete-portfolio-item', 'create-review']),
    );
    expect(invalidating).toHaveLength(routesThatInvalidate.length);
  });

  it('lets those functions invalidate that distribution, and nothing else', () => {
    for (const { template } of invalidating) {
      const policies = Object.values(resourcesOfType(template, 'AWS::IAM::Policy'));
      const statements = policies.flatMap(
        (policy) =>
          (policy.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }).Statement,
      );
      const invalidation = statements.filter((statement) => statement.Action === 'cloudfront:CreateInvalidation');
      expect(invalidation.length).toBeGreaterThan(0);
      for (const statement of invalidation) expect(JSON.stringify(statement.Resource)).toContain(':distribution/');
    }
  });
});
