import { GSIS, KEY_ATTRIBUTES, TABLE_KEYS, TTL_ATTRIBUTE } from '@shop/lambdas/db/table-design';
import { describe, expect, it } from 'vitest';
import { shopTemplate } from './support/synth.ts';
import { resourcesOfType } from './support/template-queries.ts';

describe('the table', () => {
  const template = shopTemplate();

  it('bills per request, recovers to a point in time, is encrypted and outlives the stack', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        SSESpecification: { SSEEnabled: true },
      },
    });
  });

  it('sweeps expired short-lived items with a TTL on their own attribute, never on an order’s expires_at', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
    expect(TTL_ATTRIBUTE).not.toBe('expires_at');
  });

  it('is keyed and indexed as table-design.ts says, every index projecting all attributes', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partition, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sort, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: GSIS.map((gsi) => ({
        IndexName: gsi.name,
        KeySchema: [
          { AttributeName: gsi.partition, KeyType: 'HASH' },
          { AttributeName: gsi.sort, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('declares every key attribute as a string', () => {
    const [table] = Object.values(resourcesOfType(template, 'AWS::DynamoDB::Table'));

    const definitions = table.Properties.AttributeDefinitions as { AttributeName: string; AttributeType: string }[];

    expect(definitions.map((d) => d.AttributeName).sort()).toEqual([...KEY_ATTRIBUTES].sort());
    expect(new Set(definitions.map((d) => d.AttributeType))).toEqual(new Set(['S']));
  });
});
