import { ENV_NAMES } from '@shop/lambdas/config/env';
import { describe, expect, it } from 'vitest';
import { IDENTITY_READ_ACTIONS } from '../src/constructs/shop-function.ts';
import { STACK_NAME, shopTemplate } from './support/synth.ts';
import { actionsGrantedTo, functionIdNamed, resourcesOfType } from './support/template-queries.ts';

const template = shopTemplate();

describe.each([
  ['the catalogue snapshot rebuilt', 'rebuild-catalogue-snapshot', ['dynamodb:PutItem', 'dynamodb:Query'], []],
  [
    'the review author index and the vote markers backfilled',
    'backfill-review-authors',
    ['dynamodb:UpdateItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:GetItem', 'dynamodb:DeleteItem'],
    // Whether an older vote's account still exists: the pool's read actions only, never a write.
    [...IDENTITY_READ_ACTIONS],
  ],
])('%s at deploy time', (_what, job, needed, others) => {
  const functionId = functionIdNamed(template, `${STACK_NAME}-${job}`);
  const triggers = Object.entries(resourcesOfType(template, 'Custom::Trigger'));

  it('runs its function after the table exists, again whenever its code changes', () => {
    expect(triggers).toHaveLength(2);
    // The trigger names the function's current version, so new code makes CloudFormation run it again.
    const versions = Object.entries(resourcesOfType(template, 'AWS::Lambda::Version')).filter(
      ([, version]) => JSON.stringify(version.Properties.FunctionName) === JSON.stringify({ Ref: functionId }),
    );
    expect(versions).toHaveLength(1);
    const mine = triggers.filter(
      ([, trigger]) => JSON.stringify(trigger.Properties.HandlerArn) === JSON.stringify({ Ref: versions[0]?.[0] }),
    );
    expect(mine).toHaveLength(1);
    const [, trigger] = mine[0] as [string, { DependsOn?: string[] }];
    const tableId = Object.keys(resourcesOfType(template, 'AWS::DynamoDB::Table'))[0] ?? 'no table';
    expect(trigger.DependsOn ?? []).toContain(tableId);
  });

  it('may write the table, and needs nothing else', () => {
    const actions = actionsGrantedTo(template, functionId);
    expect(actions).toEqual(expect.arrayContaining(needed));
    expect(
      actions
        .filter(
          (action) => !action.startsWith('dynamodb:') && !action.startsWith('xray:') && !action.startsWith('logs:'),
        )
        .sort(),
    ).toEqual([...others].sort());
  });
});

describe('the review backfill function', () => {
  it('is told which pool to ask about older votes’ accounts', () => {
    const functionId = functionIdNamed(template, `${STACK_NAME}-backfill-review-authors`);
    const fn = resourcesOfType(template, 'AWS::Lambda::Function')[functionId];
    const environment = fn?.Properties.Environment as { Variables?: Record<string, unknown> } | undefined;
    expect(environment?.Variables).toHaveProperty(ENV_NAMES.userPoolId);
  });
});
