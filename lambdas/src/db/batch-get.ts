import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { UnavailableError } from '../errors/domain-errors.ts';
import type { StoredItem } from './paged-query.ts';

/** BatchGetItem takes at most 100 keys per call. */
const BATCH_MAX = 100;

export interface BatchGetOptions {
  /** Only these attributes (names are placed in the expression for you). */
  attributes?: readonly string[];
  /** Calls per batch before giving up on keys DynamoDB keeps handing back unprocessed. */
  attempts?: number;
  /** Wait before the first retry; doubled for each next one, with jitter. */
  firstDelayMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads many items by key, 100 per BatchGetItem. Keys DynamoDB hands back unprocessed (it does under load)
 * are asked for again after a growing, jittered pause; if some are still unread after the last attempt the
 * read throws UnavailableError (503: try again) rather than answer with items silently missing.
 * Keys without an item are simply absent from the result.
 */
export async function batchGetItems(
  db: DynamoDBDocumentClient,
  table: string,
  keys: readonly Record<string, string>[],
  { attributes, attempts = 5, firstDelayMs = 50 }: BatchGetOptions = {},
): Promise<StoredItem[]> {
  const names = attributes?.length ? Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name])) : undefined;
  const projection = names ? Object.keys(names).join(', ') : undefined;
  const items: StoredItem[] = [];
  for (let start = 0; start < keys.length; start += BATCH_MAX) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + BATCH_MAX);
    for (let attempt = 0; pending.length > 0; attempt += 1) {
      if (attempt >= attempts) throw new UnavailableError();
      if (attempt > 0) await pause(firstDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random() / 2));
      const result = await db.send(
        new BatchGetCommand({
          RequestItems: {
            [table]: { Keys: pending, ProjectionExpression: projection, ExpressionAttributeNames: names },
          },
        }),
      );
      items.push(...(result.Responses?.[table] ?? []));
      pending = result.UnprocessedKeys?.[table]?.Keys ?? [];
    }
  }
  return items;
}
