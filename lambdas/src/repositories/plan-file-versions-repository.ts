import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Package, PlanFiles } from '@shop/shared/plans/plan';
import { putIfAbsent, updateAlways, updatedIf } from '../db/conditional-writes.ts';
import { when } from '../db/conditions.ts';
import { readPartition } from '../db/paged-query.ts';
import { fileVersionKeys, planKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { fileNoticeEntity, fileReceiptEntity, fileVersionEntity, type StoredFileVersion } from './file-version-item.ts';

export type { StoredFileVersion } from './file-version-item.ts';

export function planFileVersionsRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (planId: string, fileKey: string) => fileVersionEntity.key({ plan_id: planId, key: fileKey });

  return {
    /** Every version item of the plan (a handful). */
    async list(planId: string): Promise<StoredFileVersion[]> {
      const items = await readPartition(db, table, {
        partition: fileVersionKeys.pk(planId),
        sortBeginsWith: fileVersionKeys.skPrefix,
        consistent: true,
      });
      return items.map(fileVersionEntity.fromItem);
    },

    /** Marks `old` as replaced by `next`; only once per file (false when another revision got there first). */
    async claimReplacement(planId: string, old: string, next: string, tier: Package, at: string): Promise<boolean> {
      return updatedIf(
        db,
        table,
        key(planId, old),
        fileVersionEntity.upsert({ key: old, tier, replaced_by: next, replaced_at: at }),
        { ConditionExpression: 'attribute_not_exists(replaced_by)' },
      );
    },

    /** Takes a claim back when the plan's file list changed under it. */
    async undoReplacement(planId: string, old: string): Promise<void> {
      await updateAlways(db, table, key(planId, old), { remove: ['replaced_by', 'replaced_at'] });
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
      await updateAlways(
        db,
        table,
        key(planId, next),
        fileVersionEntity.upsert({ key: next, tier, replaces: old, uploaded_at: at, uploaded_by: by }),
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
      return updatedIf(
        db,
        table,
        tableKey(planKeys.pk(planId), planKeys.sk),
        { setIn: { plan_files: { [tier]: next } } },
        // The list still holds the file replaced and as many files as read (dynalite cannot compare lists).
        when(
          'contains(#plan_files.#tier, :old) AND size(#plan_files.#tier) = :count',
          { ':old': old, ':count': expected.length },
          { '#tier': tier },
        ),
      );
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
      const receipt = fileReceiptEntity.toOwnedItem({ at }, { order_id: orderId, key: fileKey });
      if (!(await putIfAbsent(db, table, receipt))) return;
      await updateAlways(db, table, key(planId, fileKey), fileVersionEntity.add({ buyers: 1 }, { key: fileKey, tier }));
    },

    /** Claims the one revision notice an order gets for a version (false when it was already mailed). */
    claimNotice(orderId: string, fileKey: string, at: string): Promise<boolean> {
      return putIfAbsent(db, table, fileNoticeEntity.toOwnedItem({ at }, { order_id: orderId, key: fileKey }));
    },
  };
}

export type PlanFileVersionsRepository = ReturnType<typeof planFileVersionsRepository>;
