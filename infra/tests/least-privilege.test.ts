import { checksSecondFactor } from '@shop/lambdas/auth/second-factor';
import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { describe, expect, it } from 'vitest';
import { apiTemplates, STACK_NAME, shopTemplates } from './support/synth.ts';
import {
  actionsGrantedTo,
  functionNamed,
  inParentTerms,
  resourcesAcross,
  resourcesOfType,
  statementsGrantedTo,
} from './support/template-queries.ts';

const ITEM_WRITES = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

describe('what the shop functions may do', () => {
  const stacks = shopTemplates();
  const readOnlyRoutes = routes.filter(
    (route) => 'table' in route.access && route.access.table === 'read' && Object.keys(route.access).length === 1,
  );

  it('has read-only routes to check', () => {
    expect(readOnlyRoutes.length).toBeGreaterThan(0);
  });

  it.each(readOnlyRoutes.map((route) => [route.name] as const))(
    '%s may read the table and nothing else: no item writes, no Scan, no S3',
    (name) => {
      const { template, id } = functionNamed(stacks, `${STACK_NAME}-${name}`);

      const actions = actionsGrantedTo(template, id);

      expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query']));
      expect(actions.filter((action) => ITEM_WRITES.includes(action) || action === 'dynamodb:Scan')).toEqual([]);
      expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
    },
  );
});

describe('grants follow each row’s access field', () => {
  const base = routes[0];
  const probe = (name: string, access: RouteDefinition['access']): RouteDefinition => ({
    ...base,
    name,
    // Under one area's path segment: these probes share a nested stack.
    path: `/api/admin/${name}`,
    access,
  });
  const stacks = apiTemplates([
    probe('table-writer', { table: 'write' }),
    probe('plan-file-reader', { planFiles: 'read' }),
    probe('image-writer', { images: 'write' }),
    probe('share-requester', { shareRequests: 'write' }),
    probe('no-access', {}),
  ]);
  const granted = (name: string) => {
    const { template, id } = functionNamed(stacks, `${STACK_NAME}-${name}`);
    return actionsGrantedTo(template, id);
  };
  const bucketIdOf = (prefix: string) =>
    Object.keys(resourcesOfType(stacks.parent, 'AWS::S3::Bucket')).find((id) => id.startsWith(prefix)) ?? prefix;

  it('a table writer may read and write items, but not Scan or touch S3', () => {
    const actions = granted('table-writer');

    expect(actions).toEqual(expect.arrayContaining([...ITEM_WRITES, 'dynamodb:Query', 'dynamodb:GetItem']));
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
  });

  it('a plan-file reader may get objects from the plan-files bucket only, and write nothing', () => {
    const { template, id } = functionNamed(stacks, `${STACK_NAME}-plan-file-reader`);

    const statements = statementsGrantedTo(template, id);
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    // The bucket is the parent's: name it by its logical id there, not by the nested stack's parameter.
    const resources = JSON.stringify(
      statements.map((statement) => inParentTerms(stacks, template, statement.Resource)),
    );

    expect(actions).toContain('s3:GetObject*');
    expect(actions.filter((action) => /^(dynamodb:|s3:Put|s3:Delete)/.test(action))).toEqual([]);
    expect(resources).toContain(bucketIdOf('PlanFiles'));
    expect(resources).not.toContain(bucketIdOf('Images'));
  });

  it('an image writer may put objects', () => {
    expect(granted('image-writer')).toContain('s3:PutObject');
  });

  it('a share requester may put objects under share-requests/ of the images bucket, and nothing else there', () => {
    const { template, id } = functionNamed(stacks, `${STACK_NAME}-share-requester`);

    const s3Statements = statementsGrantedTo(template, id).filter((statement) =>
      [statement.Action].flat().some((action) => String(action).startsWith('s3:')),
    );

    expect(
      s3Statements
        .flatMap((statement) => [statement.Action].flat())
        .filter((a) => !/^s3:(PutObject|Abort)/.test(String(a))),
    ).toEqual([]);
    const resources = JSON.stringify(
      s3Statements.map((statement) => inParentTerms(stacks, template, statement.Resource)),
    );
    expect(resources).toContain('share-requests/*');
    expect(resources).toContain(bucketIdOf('Images'));
  });

  it('a route with no access may only write its own log and send traces', () => {
    const { template, id } = functionNamed(stacks, `${STACK_NAME}-no-access`);
    const logGroupId = Object.keys(resourcesOfType(template, 'AWS::Logs::LogGroup')).find((logId) =>
      logId.startsWith('NoAccessFunctionLogs'),
    );

    const statements = statementsGrantedTo(template, id);

    expect(statements.flatMap((statement) => [statement.Action].flat()).sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    const logStatement = statements.find((statement) => [statement.Action].flat().includes('logs:PutLogEvents'));
    expect(logStatement?.Resource).toEqual({ 'Fn::GetAtt': [logGroupId, 'Arn'] });
  });

  it('no function role carries the broad AWSLambdaBasicExecutionRole managed policy', () => {
    const roles = resourcesAcross(stacks, 'AWS::IAM::Role');

    expect(roles.length).toBeGreaterThan(0);
    expect(JSON.stringify(roles.map(({ resource }) => resource.Properties.ManagedPolicyArns ?? []))).not.toContain(
      'AWSLambdaBasicExecutionRole',
    );
  });
});

describe('staff rows check their caller’s second factor', () => {
  const stacks = shopTemplates();
  const staffRows = routes.filter((route) => checksSecondFactor(route));

  it.each(staffRows.map((route) => [route.name] as const))(
    '%s may read users from the pool (AdminGetUser) and knows which pool',
    (name) => {
      const { template, id } = functionNamed(stacks, `${STACK_NAME}-${name}`);

      expect(actionsGrantedTo(template, id)).toContain('cognito-idp:AdminGetUser');
      const fn = resourcesOfType(template, 'AWS::Lambda::Function')[id];
      const environment = fn?.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
      expect(Object.keys(environment?.Variables ?? {})).toContain('USER_POOL_ID');
    },
  );

  it('a buyer’s row without identity access gets no Cognito action', () => {
    const { template, id } = functionNamed(stacks, `${STACK_NAME}-create-review`);

    expect(actionsGrantedTo(template, id).filter((action) => action.startsWith('cognito-idp:'))).toEqual([]);
  });
});
