import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteWhen, updateExisting } from '../db/conditional-writes.ts';
import { TTL_ATTRIBUTE } from '../db/table-design.ts';
import { closureCodeEntity } from './closure-code-item.ts';

/** A closure code as stored: never the code, only its salted hash. */
export interface StoredClosureCode {
  hash: string;
  salt: string;
  expiresAt: string;
}

/**
 * The closure code beside its account. Every write is single-item and conditional: a try is counted before it is
 * checked (so parallel guesses cannot exceed the limit), and using the code deletes it only while it is the code that
 * was checked (so it works once).
 */
export function closureCodeRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string) => closureCodeEntity.key({ sub });
  return {
    /** Stores a new code, replacing any earlier one (only the newest works). */
    async issue(sub: string, code: StoredClosureCode, ttlEpoch: number): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...closureCodeEntity.toOwnedItem(
              { code_hash: code.hash, salt: code.salt, expires_at: code.expiresAt, tries: 0 },
              { sub },
            ),
            [TTL_ATTRIBUTE]: ttlEpoch,
          },
        }),
      );
    },

    /** Counts one try while the code is in time and has tries left; the code as stored, or undefined if not. */
    async countTry(sub: string, now: string, maxTries: number): Promise<StoredClosureCode | undefined> {
      const item = await updateExisting(db, table, key(sub), closureCodeEntity.add({ tries: 1 }), {
        ConditionExpression: 'attribute_exists(code_hash) AND expires_at > :now AND tries < :max',
        ExpressionAttributeValues: { ':now': now, ':max': maxTries },
      });
      if (!item) return undefined;
      const stored = closureCodeEntity.fromItem(item);
      return { hash: stored.code_hash, salt: stored.salt, expiresAt: stored.expires_at };
    },

    /** Uses the code: deletes it while it is still the one checked; false when another request used or replaced it. */
    async consume(sub: string, hash: string): Promise<boolean> {
      const deleted = await deleteWhen(db, table, key(sub), {
        ConditionExpression: 'code_hash = :hash',
        ExpressionAttributeValues: { ':hash': hash },
      });
      return deleted !== undefined;
    },
  };
}

export type ClosureCodeRepository = ReturnType<typeof closureCodeRepository>;
