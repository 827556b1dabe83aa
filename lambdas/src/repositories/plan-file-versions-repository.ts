import { type DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PACKAGES, type Package, type PlanFiles } from '@shop/shared/plans/plan';
import * as z from 'zod/mini';
import { putIfAbsent, updateWhen } from '../db/conditional-writes.ts';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import { fileVersionKeys, orderKeys, planKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';

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

const StoredFileVersionItem = z.object({
  key: z.string(),
  tier: z.enum(PACKAGES),
  replaces: z.optional(z.string()),
  replaced_by: z.optional(z.string()),
  uploaded_at: z.optional(z.string()),
  uploaded_by: z.optional(z.string()),
  replaced_at: z.optional(z.string()),
  buyers: z.optional(z.number()),
});

function fromItem(item: Record<string, unknown>): StoredFileVersion {
  const version = parseItem(StoredFileVersionItem, item, 'file version');
  return { ...version, buyers: version.buyers ?? 0 };
}

export function planFileVersionsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (planId: string, fileKey: string) => tableKey(fileVersionKeys.pk(planId), fileVersionKeys.sk(fileKey));

  return {
    /** Every version item of the plan (a handful). */
    async list(planId: string): Promise<StoredFileVersion[]> {
      const items = await readPartition(db, table, {
        partition: fileVersionKeys.pk(planId),
        sortBeginsWith: fileVersionKeys.skPrefix,
        consistent: true,
      });
      return items.map(fromItem);
    },

    /** Marks `old` as replaced by `next`; only once per file (false when another revision got there first). */
    async claimReplacement(planId: string, old: string, next: string, tier: Package, at: string): Promise<boolean> {
      const claimed = await updateWhen(db, table, key(planId, old), {
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
      });
      return claimed !== undefined;
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
    async replaceInPlanFiles(
      planId: string,
      tier: Package,
      old: string,
      expected: string[],
      next: string[],
    ): Promise<boolean> {
      const replaced = await updateWhen(db, table, tableKey(planKeys.pk(planId), planKeys.sk), {
        UpdateExpression: 'SET plan_files.#tier = :next',
        // The list still holds the file replaced and as many files as read (dynalite cannot compare lists).
        ConditionExpression: 'contains(plan_files.#tier, :old) AND size(plan_files.#tier) = :count',
        ExpressionAttributeNames: { '#tier': tier },
        ExpressionAttributeValues: { ':next': next, ':old': old, ':count': expected.length },
      });
      return replaced !== undefined;
    },

    /** The plan's current files (read for the revision's checks). */
    async planFiles(planId: string): Promise<PlanFiles | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: tableKey(planKeys.pk(planId), planKeys.sk),
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
      const first = await putIfAbsent(db, table, {
        ...tableKey(orderKeys.pk(orderId), fileVersionKeys.receiptSk(fileKey)),
        entity: 'file-receipt',
        at,
      });
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
      return putIfAbsent(db, table, {
        ...tableKey(orderKeys.pk(orderId), fileVersionKeys.noticeSk(fileKey)),
        entity: 'file-notice',
        at,
      });
    },
  };
}

export type PlanFileVersionsRepository = ReturnType<typeof planFileVersionsRepository>;
