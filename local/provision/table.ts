import { setTimeout as sleep } from 'node:timers/promises';
import { CreateTableCommand, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createTableInput } from '@shop/lambdas/db/table-definition';

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
    await client.send(new CreateTableCommand(createTableInput(tableName)));
  }
  while ((await tableStatus(client, tableName)) !== 'ACTIVE') await sleep(20);
}
