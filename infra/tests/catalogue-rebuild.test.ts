import { describe, expect, it } from 'vitest';
import { STACK_NAME, shopTemplate } from './support/synth.ts';
import { actionsGrantedTo, functionIdNamed, resourcesOfType } from './support/template-queries.ts';

const template = shopTemplate();

describe('the catalogue snapshot rebuilt at deploy time', () => {
  const functionId = functionIdNamed(template, `${STACK_NAME}-rebuild-catalogue-snapshot`);
  const triggers = Object.entries(resourcesOfType(template, 'Custom::Trigger'));

  it('runs the rebuild function after the table exists, again whenever its code changes', () => {
    expect(triggers).toHaveLength(1);
    const [, trigger] = triggers[0] as [string, { Properties: Record<string, unknown>; DependsOn?: string[] }];
    // The trigger names the function's current version, so new code makes CloudFormation run it again.
    const versions = Object.entries(resourcesOfType(template, 'AWS::Lambda::Version')).filter(
      ([, version]) => JSON.stringify(version.Properties.FunctionName) === JSON.stringify({ Ref: functionId }),
    );
    expect(versions).toHaveLength(1);
    expect(trigger.Properties.HandlerArn).toEqual({ Ref: versions[0]?.[0] });
    const tableId = Object.keys(resourcesOfType(template, 'AWS::DynamoDB::Table'))[0] ?? 'no table';
    expect(trigger.DependsOn ?? []).toContain(tableId);
  });

  it('may write the table, and needs nothing else', () => {
    const actions = actionsGrantedTo(template, functionId);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
    expect(
      actions.filter(
        (action) => !action.startsWith('dynamodb:') && !action.startsWith('xray:') && !action.startsWith('logs:'),
      ),
    ).toEqual([]);
  });
});
