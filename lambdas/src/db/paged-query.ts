import { type DynamoDBDocumentClient, paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { type PartitionRead, partitionQuery } from './partition-query.ts';
import type { GsiName } from './table-design.ts';

/** An item as DynamoDB hands it back, before a repository parses it. */
export type StoredItem = Record<string, unknown>;

/** The items a Query matches, in order, page after page (the SDK's paginator), only as far as the caller reads. */
export async function* queryItems(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
  startKey?: Record<string, unknown>,
): AsyncGenerator<StoredItem> {
  for await (const page of paginateQuery({ client: db, startingToken: startKey }, { ...input })) {
    yield* page.Items ?? [];
  }
}

/** Every item a Query matches, or the first `max`: the pages are read only until there are enough. */
export async function queryAll(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
  max = Number.POSITIVE_INFINITY,
): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  if (max <= 0) return items;
  for await (const item of queryItems(db, input)) {
    items.push(item);
    if (items.length >= max) break;
  }
  return items;
}

/** Every item of one partition read as `read` says (partition-query.ts), or the first `max`. */
export function readPartition(
  db: DynamoDBDocumentClient,
  table: string,
  read: PartitionRead,
  max?: number,
): Promise<StoredItem[]> {
  return queryAll(db, partitionQuery(table, read), max);
}

/** The newest `limit` items of an index partition kept by creation time (a list): one page of that size. */
export function readNewest(
  db: DynamoDBDocumentClient,
  table: string,
  list: { index: GsiName; partition: string },
  limit: number,
): Promise<StoredItem[]> {
  return readPartition(db, table, { ...list, descending: true, pageSize: limit }, limit);
}
