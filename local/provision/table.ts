import { setTimeout as sleep } from 'node:timers/promises';
import { CreateTableCommand, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GSIS, KEY_ATTRIBUTES, TABLE_KEYS } from '@shop/lambdas/db/table-design';

export const LOCAL_TABLE_NAME = 'shop-local';

async function tableStatus(client: DynamoDBClient, tableName: string): Promise<string | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return Table?.TableStatus;
  } catch (error) {
    if ((error as Error).name === 'ResourceNotFoundException') return undefined;
    throw error;
  }
}

/** Creates the single table from the shared key design unless it already exists. */
export async function ensureTable(client: DynamoDBClient, tableName = LOCAL_TABLE_NAME): Promise<void> {
  if ((await tableStatus(client, tableName)) === undefined) {
    await client.send(
      new CreateTableCommand({
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
      }),
    );
  }
  while ((await tableStatus(client, tableName)) !== 'ACTIVE') await sleep(20);
}
