import { type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { deleteWhen, updateWhen } from '../db/conditional-writes.ts';
import { closureCodeKeys, TTL_ATTRIBUTE } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

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
  const key = (sub: string) => tableKey(closureCodeKeys.pk(sub), closureCodeKeys.sk);
  return {
    /** Stores a new code, replacing any earlier one (only the newest works). */
    async issue(sub: string, code: StoredClosureCode, ttlEpoch: number): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: {
            ...key(sub),
            entity: 'closure-code',
            code_hash: code.hash,
            salt: code.salt,
            expires_at: code.expiresAt,
            tries: 0,
            [TTL_ATTRIBUTE]: ttlEpoch,
          },
        }),
      );
    },

    /** Counts one try while the code is in time and has tries left; the code as stored, or undefined if not. */
    async countTry(sub: string, now: string, maxTries: number): Promise<StoredClosureCode | undefined> {
      const item = await updateWhen(db, table, key(sub), {
        UpdateExpression: 'SET tries = tries + :one',
        ConditionExpression: 'attribute_exists(code_hash) AND expires_at > :now AND tries < :max',
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':max': maxTries },
      });
      if (!item) return undefined;
      return { hash: String(item.code_hash), salt: String(item.salt), expiresAt: String(item.expires_at) };
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
