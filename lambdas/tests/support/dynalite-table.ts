import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from '../../src/db/table-definition.ts';

// dynalite ships no types; this is the one call the tests make.
const dynalite = createRequire(import.meta.url)('dynalite') as (options: Record<string, number>) => Server;

/**
 * An in-memory dynalite on a free port, for tests that compare what real Queries answer (index order, filter
 * expressions, paging) with code that reads the table another way.
 */
export async function startDynalite() {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
  const db = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  let tables = 0;
  return {
    db,
    /** Where it listens, for code that builds its own client (DYNAMODB_ENDPOINT). */
    endpoint: `http://127.0.0.1:${port}`,
    /** A new, empty table with the shop's key design. */
    async newTable(): Promise<string> {
      tables += 1;
      const name = `shop-${tables}`;
      await client.send(new CreateTableCommand(createTableInput(name)));
      // dynalite answers "not found" until it marks the table ACTIVE, a timer later; a busy machine stretches that.
      while ((await client.send(new DescribeTableCommand({ TableName: name }))).Table?.TableStatus !== 'ACTIVE') {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return name;
    },
    async stop() {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
