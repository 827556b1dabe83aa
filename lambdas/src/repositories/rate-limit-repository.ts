import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { updatedIf } from '../db/conditional-writes.ts';
import { counterBelow } from '../db/conditions.ts';
import { entity } from '../db/entity.ts';
import { rateLimitKeys, TTL_ATTRIBUTE } from '../db/table-design.ts';

export interface RateLimitHit {
  action: string;
  /** A pseudonymous key for the caller (a hash of their address), never the address itself. */
  client: string;
  windowStart: string;
  limit: number;
  /** Epoch seconds after which the counter is of no use (the table's TTL attribute). */
  expiresAt: number;
}

/** One caller's hits on one action in one window; DynamoDB's TTL removes it once the window is of no use. */
const rateLimitEntity = entity<{ hits: number }, Pick<RateLimitHit, 'action' | 'client' | 'windowStart'>>({
  name: 'rate-limit',
  what: 'rate limit',
  key: { partition: (w) => rateLimitKeys.pk(w.action, w.client), sort: (w) => rateLimitKeys.sk(w.windowStart) },
  schema: () => z.object({ hits: z.number() }),
});

export function rateLimitRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    /**
     * Counts one hit in the caller's current window, atomically: the condition refuses the hit once the
     * window holds `limit`, so concurrent requests cannot slip past it. Returns false when refused.
     */
    async hit({ action, client, windowStart, limit, expiresAt }: RateLimitHit): Promise<boolean> {
      return updatedIf(
        db,
        table,
        rateLimitEntity.key({ action, client, windowStart }),
        { ...rateLimitEntity.add({ hits: 1 }), set: { [TTL_ATTRIBUTE]: expiresAt } },
        counterBelow('hits', limit),
      );
    },
  };
}

export type RateLimitCounter = ReturnType<typeof rateLimitRepository>;
