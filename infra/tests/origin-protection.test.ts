import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { everyTemplate } from './support/stack-templates.ts';
import { shopTemplates } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

describe('the API behind CloudFront only', () => {
  const stacks = shopTemplates();
  const functions = everyTemplate(stacks).flatMap((template) =>
    Object.values(resourcesOfType(template, 'AWS::Lambda::Function')).filter(
      (fn) => (fn.Properties.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables?.TABLE_NAME,
    ),
  );

  it('gives every shop function the origin secret CloudFront sends, never as plain text', () => {
    expect(functions.length).toBeGreaterThan(50);
    for (const fn of functions) {
      const value = JSON.stringify(
        (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables.ORIGIN_VERIFY_SECRET,
      );
      expect(value).toContain('{{resolve:secretsmanager:');
    }
  });

  it('generates the secret in Secrets Manager and publishes no execute-api address as an output', () => {
    const secrets = Object.entries(resourcesOfType(stacks.parent, 'AWS::SecretsManager::Secret'));
    const outputs = stacks.parent.toJSON().Outputs as Record<string, unknown>;

    expect(secrets.filter(([id]) => id.startsWith('OriginVerifySecret'))).toHaveLength(1);
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
