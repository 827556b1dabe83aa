import { describe, expect, it } from 'vitest';
import { STACK_NAME, shopTemplates } from './support/synth.ts';
import { actionsGrantedTo, functionIdNamed, functionNamed, resourcesOfType } from './support/template-queries.ts';

const stacks = shopTemplates();
const template = stacks.parent;
const FUNCTION = `${STACK_NAME}-prepare-order-delivery`;

interface NotificationConfig {
  LambdaFunctionConfigurations: {
    Events: string[];
    Filter: { Key: { FilterRules: { Name: string; Value: string }[] } };
    LambdaFunctionArn: { 'Fn::GetAtt': [string, string] };
  }[];
}

describe('order deliveries in the synthesized stack', () => {
  it('gives the delivery Lambda 2 GB (a full vCPU) and five minutes for a 150 MB order', () => {
    const fn = functionNamed(stacks, FUNCTION).resource;

    expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], MemorySize: 2048, Timeout: 900 });
  });

  it('invokes it for request objects under deliveries/requests/ in the plan-files bucket, and only there', () => {
    const fnId = functionIdNamed(template, FUNCTION);
    const notifications = Object.values(resourcesOfType(template, 'Custom::S3BucketNotifications')).find((resource) =>
      String((resource.Properties.BucketName as { Ref: string }).Ref).startsWith('FilesPlanFiles'),
    );

    const config = notifications?.Properties.NotificationConfiguration as NotificationConfig;
    // The bucket also runs the plan-import worker, on a prefix of its own; the delivery Lambda has one trigger.
    const triggers = config.LambdaFunctionConfigurations.filter(
      (candidate) => candidate.LambdaFunctionArn['Fn::GetAtt'][0] === fnId,
    );
    expect(triggers).toHaveLength(1);
    const [trigger] = triggers;
    expect(trigger?.Events).toEqual(['s3:ObjectCreated:*']);
    expect(trigger?.Filter.Key.FilterRules).toEqual([{ Name: 'prefix', Value: 'deliveries/requests/' }]);
    const otherPrefixes = config.LambdaFunctionConfigurations.filter((candidate) => candidate !== trigger).map(
      (candidate) => candidate.Filter.Key.FilterRules[0]?.Value ?? '',
    );
    expect(otherPrefixes.filter((prefix) => prefix.startsWith('deliveries/') || prefix === '')).toEqual([]);
  });

  it('lets it read plan files and write the copies, and no more than the table item writes it needs', () => {
    const actions = actionsGrantedTo(template, functionIdNamed(template, FUNCTION));

    expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 's3:PutObject', 'dynamodb:PutItem']));
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
