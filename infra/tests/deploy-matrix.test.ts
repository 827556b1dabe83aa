import { ENV_NAMES } from '@shop/lambdas/config/env';
import { PRODUCTION_METRICS_NAMESPACE } from '@shop/shared/observability/metrics-namespace';
import { describe, expect, it } from 'vitest';
import { SETTING_SOURCES, type SettingKey, stageName } from '../src/settings.ts';
import { fixedNames, MATRIX, type MatrixRow, resourcesIn, synthesizeRow } from './support/deploy-matrix.ts';

type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

const rowNamed = (name: string): MatrixRow => {
  const row = MATRIX.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`No matrix row ${name}`);
  return row;
};

type AlarmMetric = { MetricStat?: { Metric: { Namespace: string } } };

/**
 * Every namespace of the shop's own metrics the row names, by where: metric filters, alarms (a metric math
 * alarm's metrics included), the shop functions' environment (they all get the table's name) and dashboards.
 */
function shopNamespacesOf(row: MatrixRow) {
  const result = synthesizeRow(row);
  const ownNamespace = (namespace: string | undefined) => namespace?.startsWith(PRODUCTION_METRICS_NAMESPACE);
  const filters = resourcesIn(result, 'AWS::Logs::MetricFilter').flatMap(({ resource }) =>
    (resource.Properties.MetricTransformations as { MetricNamespace: string }[]).map((t) => t.MetricNamespace),
  );
  const alarms = resourcesIn(result, 'AWS::CloudWatch::Alarm')
    .flatMap(({ resource }) => [
      resource.Properties.Namespace as string | undefined,
      ...((resource.Properties.Metrics as AlarmMetric[] | undefined) ?? []).map((m) => m.MetricStat?.Metric.Namespace),
    ])
    .filter(ownNamespace);
  const functions = resourcesIn(result, 'AWS::Lambda::Function')
    .map(({ resource }) => (resource.Properties.Environment as { Variables?: Record<string, string> })?.Variables)
    .filter((variables) => variables && ENV_NAMES.tableName in variables)
    .map((variables) => variables?.[ENV_NAMES.metricsNamespace]);
  const dashboards = resourcesIn(result, 'AWS::CloudWatch::Dashboard').flatMap(
    ({ resource }) => JSON.stringify(resource.Properties.DashboardBody).match(/TemaHousePlans[\w-]*/g) ?? [],
  );
  return { filters, alarms, functions, dashboards };
}

/** The statements of every inline policy in the row's templates. */
function statementsOf(row: MatrixRow): Statement[] {
  return resourcesIn(synthesizeRow(row), 'AWS::IAM::Policy').flatMap(
    ({ resource }) => (resource.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
  );
}

describe('the deploy matrix: every documented combination of settings synthesizes through the nag gate', () => {
  it('sets every setting of settings.ts in at least one row', () => {
    const set = new Set(MATRIX.flatMap((row) => Object.keys(row.context)));

    const unset = (Object.keys(SETTING_SOURCES) as SettingKey[]).filter((key) => !set.has(key));

    expect(unset).toEqual([]);
  });

  describe.each(MATRIX.map((row) => [row.name, row] as const))('%s', (_name, row) => {
    it('passes the settings check and the cdk-nag gate', () => {
      expect(synthesizeRow(row).error).toBeUndefined();
    });

    it(`makes the stacks ${row.stacks.join(' and ')}`, () => {
      expect(synthesizeRow(row).stacks).toEqual(row.stacks);
    });

    it('fixes no physical name on a retained resource, and names functions and their logs after the stack', () => {
      const names = fixedNames(synthesizeRow(row));
      const shopStack = row.stacks.find((stack) => stack.startsWith('ShopStack')) as string;

      expect(names.filter((name) => name.retained)).toEqual([]);
      for (const { type, name } of names.filter(({ type }) => /Lambda::Function|Logs::LogGroup/.test(type))) {
        // WAF accepts only log groups named aws-waf-logs-*: the web ACL's own stack names it.
        if (name.includes('aws-waf-logs-')) {
          expect(row.stacks.map((stack) => JSON.stringify(`aws-waf-logs-${stack}`))).toContain(name);
        } else {
          expect({ type, name }).toEqual({ type, name: expect.stringContaining(`${shopStack}-`) });
        }
      }
    });

    it('leaves the Paystack secret’s name to CloudFormation unless the row pins it (then with the stage)', () => {
      const secretNames = fixedNames(synthesizeRow(row)).filter((name) => name.type === 'AWS::SecretsManager::Secret');

      expect(secretNames.map((name) => JSON.parse(name.name))).toEqual(
        row.context.paystackSecretName ? [stageName(row.context.paystackSecretName, row.context.stage)] : [],
      );
    });

    it('protects the table and the user pool from deletion', () => {
      const result = synthesizeRow(row);
      const tables = resourcesIn(result, 'AWS::DynamoDB::Table');
      const pools = resourcesIn(result, 'AWS::Cognito::UserPool');

      expect(pools.map(({ resource }) => resource.Properties.DeletionProtection)).toEqual(['ACTIVE']);
      if (row.context.tableName) {
        const functions = resourcesIn(result, 'AWS::Lambda::Function').filter(
          ({ resource }) => (resource.Properties.Environment as { Variables?: object })?.Variables,
        );
        expect(tables).toEqual([]);
        for (const { resource } of functions) {
          const variables = (resource.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
          if (ENV_NAMES.tableName in variables) expect(variables[ENV_NAMES.tableName]).toBe(row.context.tableName);
        }
      } else {
        expect(tables.map(({ resource }) => resource.Properties.DeletionProtectionEnabled)).toEqual([true]);
      }
    });

    it('lets functions send mail only as the contact address or its domain, not as any identity', () => {
      const sesStatements = statementsOf(row).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('ses:')),
      );
      // Each resource is an ARN (a join of the partition and text ending in identity/<identity>).
      const identities = (statement: Statement) =>
        [statement.Resource].flat().map((arn) => JSON.stringify(arn).match(/:identity\/([^"]*)"/)?.[1]);

      const email = row.context.contactEmail;
      const expected = email ? [email, email.split('@')[1]] : [];

      expect(sesStatements.length > 0).toBe(Boolean(email));
      for (const statement of sesStatements) {
        expect([statement.Action].flat()).toEqual(['ses:SendEmail']);
        expect(identities(statement)).toEqual(expected);
      }
    });
  });

  describe('a staging copy beside production in one account and region', () => {
    const production = rowNamed('defaults in eu-west-1');
    const staging = rowNamed('staging in eu-west-1');

    it('shares no physical name with production', () => {
      const productionNames = new Set(fixedNames(synthesizeRow(production)).map((name) => name.name));

      const shared = fixedNames(synthesizeRow(staging)).filter((name) => productionNames.has(name.name));

      expect(shared).toEqual([]);
    });

    it('names its stage in the distribution’s comment and its stacks’ descriptions', () => {
      const [distribution] = resourcesIn(synthesizeRow(staging), 'AWS::CloudFront::Distribution');
      const [productionDistribution] = resourcesIn(synthesizeRow(production), 'AWS::CloudFront::Distribution');
      const comment = (config: { resource: { Properties: Record<string, unknown> } }) =>
        (config.resource.Properties.DistributionConfig as { Comment: string }).Comment;

      expect(comment(distribution)).toBe('Tema house plans shop (staging)');
      expect(comment(productionDistribution)).toBe('Tema house plans shop');
    });

    it('counts into its own metrics namespace, which its alarms and dashboard read, and production into the plain one', () => {
      const uniqueByPlace = (row: MatrixRow) =>
        Object.fromEntries(Object.entries(shopNamespacesOf(row)).map(([place, names]) => [place, [...new Set(names)]]));

      expect(uniqueByPlace(staging)).toEqual({
        filters: ['TemaHousePlans-staging'],
        alarms: ['TemaHousePlans-staging'],
        functions: ['TemaHousePlans-staging'],
        dashboards: ['TemaHousePlans-staging'],
      });
      expect(uniqueByPlace(production)).toEqual({
        filters: ['TemaHousePlans'],
        alarms: ['TemaHousePlans'],
        functions: ['TemaHousePlans'],
        dashboards: ['TemaHousePlans'],
      });
    });
  });
});
