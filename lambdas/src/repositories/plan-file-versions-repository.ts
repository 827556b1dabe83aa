import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Package, PlanFiles } from '@shop/shared/plans/plan';
import { isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { fileVersionKeys, orderKeys, planKeys, TABLE_KEYS } from '../db/table-design.ts';

/** One version item of a plan's file (table-design.ts, fileVersionKeys). */
export interface StoredFileVersion {
  key: string;
  tier: Package;
  replaces?: string;
  replaced_by?: string;
  uploaded_at?: string;
  uploaded_by?: string;
  replaced_at?: string;
  buyers?: number;
}

function fromItem(item: Record<string, unknown>): StoredFileVersion {
  const { pk: _pk, sk: _sk, entity: _entity, ...version } = item;
  return { ...(version as unknown as StoredFileVersion), buyers: Number(item.buyers ?? 0) };
}

async function conditional(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

export function planFileVersionsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (planId: string, fileKey: string) => ({
    [TABLE_KEYS.partition]: fileVersionKeys.pk(planId),
    [TABLE_KEYS.sort]: fileVersionKeys.sk(fileKey),
  });

  return {
    /** Every version item of the plan (a handful). */
    async list(planId: string): Promise<StoredFileVersion[]> {
      const versions: StoredFileVersion[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(
          new QueryCommand({
            TableName: table,
            KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition, '#sk': TABLE_KEYS.sort },
            ExpressionAttributeValues: { ':pk': fileVersionKeys.pk(planId), ':prefix': fileVersionKeys.skPrefix },
            ExclusiveStartKey: start,
            ConsistentRead: true,
          }),
        );
        versions.push(...(page.Items ?? []).map(fromItem));
        start = page.LastEvaluatedKey;
      } while (start);
      return versions;
    },

    /** Marks `old` as replaced by `next`; only once per file (false when another revision got there first). */
    claimReplacement(planId: string, old: string, next: string, tier: Package, at: string): Promise<boolean> {
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: key(planId, old),
            UpdateExpression: 'SET #key = :key, tier = :tier, replaced_by = :next, replaced_at = :at, entity = :entity',
            ConditionExpression: 'attribute_not_exists(replaced_by)',
            ExpressionAttributeNames: { '#key': 'key' },
            ExpressionAttributeValues: {
              ':key': old,
              ':tier': tier,
              ':next': next,
              ':at': at,
              ':entity': 'file-version',
            },
          }),
        ),
      );
    },

    /** Takes a claim back when the plan's file list changed under it. */
    async undoReplacement(planId: string, old: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: key(planId, old),
          UpdateExpression: 'REMOVE replaced_by, replaced_at',
        }),
      );
    },

    /** The new version's item: what it replaces, when and by whom. */
    async recordNewVersion(
      planId: string,
      next: string,
      old: string,
      tier: Package,
      at: string,
      by: string,
    ): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: key(planId, next),
          UpdateExpression:
            'SET #key = :key, tier = :tier, replaces = :old, uploaded_at = :at, uploaded_by = :by, entity = :entity',
          ExpressionAttributeNames: { '#key': 'key' },
          ExpressionAttributeValues: {
            ':key': next,
            ':tier': tier,
            ':old': old,
            ':at': at,
            ':by': by,
            ':entity': 'file-version',
          },
        }),
      );
    },

    /**
     * Puts the list `next` in the place of the plan's list for `tier`, only while that still holds `old` and as many
     * files as the list read (`expected`): a concurrent plan edit makes this answer false instead of losing a change.
     */
    replaceInPlanFiles(
      planId: string,
      tier: Package,
      old: string,
      expected: string[],
      next: string[],
    ): Promise<boolean> {
      return conditional(
        db.send(
          new UpdateCommand({
            TableName: table,
            Key: { [TABLE_KEYS.partition]: planKeys.pk(planId), [TABLE_KEYS.sort]: planKeys.sk },
            UpdateExpression: 'SET plan_files.#tier = :next',
            // The list still holds the file replaced and as many files as read (dynalite cannot compare lists).
            ConditionExpression: 'contains(plan_files.#tier, :old) AND size(plan_files.#tier) = :count',
            ExpressionAttributeNames: { '#tier': tier },
            ExpressionAttributeValues: { ':next': next, ':old': old, ':count': expected.length },
          }),
        ),
      );
    },

    /** The plan's current files (read for the revision's checks). */
    async planFiles(planId: string): Promise<PlanFiles | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: { [TABLE_KEYS.partition]: planKeys.pk(planId), [TABLE_KEYS.sort]: planKeys.sk },
          ProjectionExpression: 'plan_files',
          ConsistentRead: true,
        }),
      );
      return Item
        ? ((Item.plan_files as PlanFiles | undefined) ?? { basic: [], standard: [], premium: [] })
        : undefined;
    },

    /** Counts an order's receipt of a version once, however often its delivery is made again. */
    async countReceipt(planId: string, orderId: string, fileKey: string, tier: Package, at: string): Promise<void> {
      const first = await conditional(
        db.send(
          new PutCommand({
            TableName: table,
            Item: {
              [TABLE_KEYS.partition]: orderKeys.pk(orderId),
              [TABLE_KEYS.sort]: fileVersionKeys.receiptSk(fileKey),
              entity: 'file-receipt',
              at,
            },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
          }),
        ),
      );
      if (!first) return;
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: key(planId, fileKey),
          UpdateExpression:
            'ADD buyers :one SET #key = if_not_exists(#key, :key), tier = if_not_exists(tier, :tier), entity = :entity',
          ExpressionAttributeNames: { '#key': 'key' },
          ExpressionAttributeValues: { ':one': 1, ':key': fileKey, ':tier': tier, ':entity': 'file-version' },
        }),
      );
    },

    /** Claims the one revision notice an order gets for a version (false when it was already mailed). */
    claimNotice(orderId: string, fileKey: string, at: string): Promise<boolean> {
      return conditional(
        db.send(
          new PutCommand({
            TableName: table,
            Item: {
              [TABLE_KEYS.partition]: orderKeys.pk(orderId),
              [TABLE_KEYS.sort]: fileVersionKeys.noticeSk(fileKey),
              entity: 'file-notice',
              at,
            },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
          }),
        ),
      );
    },
  };
}

export type PlanFileVersionsRepository = ReturnType<typeof planFileVersionsRepository>;
