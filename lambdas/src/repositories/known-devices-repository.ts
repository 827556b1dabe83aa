import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { putIfAbsent } from '../db/conditional-writes.ts';
import { deviceKeys, TABLE_KEYS } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

/** What the shop keeps of a browser a user signed in from: a label for the alert and when it was first seen. */
export interface KnownDevice {
  label: string;
  first_seen_at: string;
}

/** The browsers each user has signed in from, one item per browser beside their profile. */
export function knownDevicesRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    /** Adds the browser unless it is listed; true when this call added it (the first sign-in from it). */
    async remember(sub: string, hash: string, device: KnownDevice): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...tableKey(deviceKeys.pk(sub), deviceKeys.sk(hash)),
        entity: 'device',
        ...device,
      });
    },

    /** How many browsers the user has, counted up to `atMost` (one small Query, whatever the list's length). */
    async count(sub: string, atMost: number): Promise<number> {
      const { Count } = await db.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
          ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition, '#sk': TABLE_KEYS.sort },
          ExpressionAttributeValues: { ':pk': deviceKeys.pk(sub), ':prefix': deviceKeys.skPrefix },
          Select: 'COUNT',
          Limit: atMost,
          ConsistentRead: true,
        }),
      );
      return Count ?? 0;
    },
  };
}

export type KnownDevicesRepository = ReturnType<typeof knownDevicesRepository>;
