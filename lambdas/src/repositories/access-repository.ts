import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { parseItem } from '../db/parse-item.ts';
import { accessEntity } from './access-item.ts';

/** A revocation as stored: an ISO time, read as epoch milliseconds (an item without one revokes nothing). */
let storedRevocationSchema: z.ZodMiniType<{ revoked_at?: number | undefined }, unknown> | undefined;
const storedRevocation = () =>
  (storedRevocationSchema ??= z.object({
    revoked_at: z.optional(
      z.pipe(
        z.string(),
        z.transform((text, context) => {
          const at = Date.parse(text);
          if (Number.isFinite(at)) return at;
          context.issues.push({ code: 'custom', message: 'not a time', input: text });
          return z.NEVER;
        }),
      ),
    ),
  }));

/**
 * When staff last took something away from a user (a role, or sign-in itself). Tokens issued before that moment are
 * refused on every signed-in route (and staff tokens on the optional ones), so a removal takes effect at once rather
 * than when the token expires (up to an hour).
 */
export function accessRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string) => accessEntity.key({ sub });
  return {
    /** Epoch milliseconds of the latest revocation, or undefined when access was never revoked. */
    async revokedAt(sub: string): Promise<number | undefined> {
      const answer = await db.send(new GetCommand({ TableName: table, Key: key(sub), ConsistentRead: true }));
      const Item = answer?.Item;
      if (!Item) return undefined;
      // A record that cannot be read fails the request (closed) rather than reading as "never revoked" (open).
      return parseItem(storedRevocation(), Item, 'access revocation').revoked_at;
    },

    async revoke(sub: string, at: Date, reason: string): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: accessEntity.toOwnedItem({ revoked_at: at.toISOString(), reason }, { sub }),
        }),
      );
    },
  };
}

export type AccessRepository = ReturnType<typeof accessRepository>;
