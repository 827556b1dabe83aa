import { BatchGetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { accountKeys, TABLE_KEYS } from '../db/table-design.ts';

/** What User Management shows from a profile. */
export interface ProfileSummary {
  first_name?: string;
  last_name?: string;
  avatar_url?: string;
}

const BATCH_GET_MAX = 100;

/** Profiles of many users at once (a page of User Management), by BatchGetItem: no Scan. */
export function profileBatchRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    async getMany(subs: readonly string[]): Promise<Map<string, ProfileSummary>> {
      const found = new Map<string, ProfileSummary>();
      const unique = [...new Set(subs)];
      for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
        let keys: Record<string, unknown>[] | undefined = unique.slice(start, start + BATCH_GET_MAX).map((sub) => ({
          [TABLE_KEYS.partition]: accountKeys.pk(sub),
          [TABLE_KEYS.sort]: accountKeys.profileSk,
        }));
        // BatchGet may hand back some keys unprocessed under load; ask again for those only.
        for (let attempt = 0; keys?.length && attempt < 5; attempt += 1) {
          const result = await db.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
          for (const item of result.Responses?.[table] ?? []) {
            const sub = String(item[TABLE_KEYS.partition]).replace(/^USER#/, '');
            const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
            found.set(sub, {
              first_name: text(item.first_name),
              last_name: text(item.last_name),
              avatar_url: text(item.avatar_url),
            });
          }
          keys = result.UnprocessedKeys?.[table]?.Keys as Record<string, unknown>[] | undefined;
        }
      }
      return found;
    },
  };
}

export type ProfileBatchRepository = ReturnType<typeof profileBatchRepository>;
