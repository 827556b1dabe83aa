import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '../db/batch-get.ts';
import { accountKeys, TABLE_KEYS } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { fromProfileItem, type StoredProfile } from './profile-item.ts';

/** What User Management shows from a profile. */
export interface ProfileSummary {
  first_name?: string;
  last_name?: string;
  avatar_url?: string;
}

const summaryOf = ({ first_name, last_name, avatar_url }: StoredProfile): ProfileSummary => ({
  first_name,
  last_name,
  avatar_url,
});

/** Profiles of many users at once (a page of User Management), by BatchGetItem: no Scan. */
export function profileBatchRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    async getMany(subs: readonly string[]): Promise<Map<string, ProfileSummary>> {
      const keys = [...new Set(subs)].map((sub) => tableKey(accountKeys.pk(sub), accountKeys.profileSk));
      const items = await batchGetItems(db, table, keys);
      return new Map(
        items.map((item) => [accountKeys.subOf(String(item[TABLE_KEYS.partition])), summaryOf(fromProfileItem(item))]),
      );
    },
  };
}

export type ProfileBatchRepository = ReturnType<typeof profileBatchRepository>;
