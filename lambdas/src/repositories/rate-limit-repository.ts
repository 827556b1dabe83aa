import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { updateWhen } from '../db/conditional-writes.ts';
import { rateLimitKeys, TTL_ATTRIBUTE } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

export interface RateLimitHit {
  action: string;
  /** A pseudonymous key for the caller (a hash of their address), never the address itself. */
  client: string;
  windowStart: string;
  limit: number;
  /** Epoch seconds after which the counter is of no use (the table's TTL attribute). */
  expiresAt: number;
}

export function rateLimitRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    /**
     * Counts one hit in the caller's current window, atomically: the condition refuses the hit once the
     * window holds `limit`, so concurrent requests cannot slip past it. Returns false when refused.
     */
    async hit({ action, client, windowStart, limit, expiresAt }: RateLimitHit): Promise<boolean> {
      const counted = await updateWhen(
        db,
        table,
        tableKey(rateLimitKeys.pk(action, client), rateLimitKeys.sk(windowStart)),
        {
          UpdateExpression: 'ADD #hits :one SET #expires = :expires, #entity = :entity',
          ConditionExpression: 'attribute_not_exists(#hits) OR #hits < :limit',
          ExpressionAttributeNames: { '#hits': 'hits', '#expires': TTL_ATTRIBUTE, '#entity': 'entity' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': expiresAt, ':entity': 'rate-limit' },
        },
      );
      return counted !== undefined;
    },
  };
}

export type RateLimitCounter = ReturnType<typeof rateLimitRepository>;
