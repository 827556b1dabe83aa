import { type DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { accessKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/**
 * When staff last took something away from a user (a role, or sign-in itself). Tokens issued before that moment are
 * refused on staff, paying and downloading routes, so a removal takes effect at once rather than when the token
 * expires (up to an hour).
 */
export function accessRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (sub: string) => tableKey(accessKeys.pk(sub), accessKeys.sk);
  return {
    /** Epoch milliseconds of the latest revocation, or undefined when access was never revoked. */
    async revokedAt(sub: string): Promise<number | undefined> {
      const answer = await db.send(new GetCommand({ TableName: table, Key: key(sub), ConsistentRead: true }));
      const Item = answer?.Item;
      const at = typeof Item?.revoked_at === 'string' ? Date.parse(Item.revoked_at) : Number.NaN;
      return Number.isFinite(at) ? at : undefined;
    },

    async revoke(sub: string, at: Date, reason: string): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: { ...key(sub), entity: 'access', revoked_at: at.toISOString(), reason },
        }),
      );
    },
  };
}

export type AccessRepository = ReturnType<typeof accessRepository>;
