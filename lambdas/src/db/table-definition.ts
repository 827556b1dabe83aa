import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { GSIS, KEY_ATTRIBUTES, TABLE_KEYS } from './table-design.ts';

/** The single table as the key design declares it, for emulators and tests (the stack declares it in infra/). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: KEY_ATTRIBUTES.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
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
  };
}
