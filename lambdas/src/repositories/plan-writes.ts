import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PlanUpdate } from '@shop/shared/admin/plan-write';
import { toPesewas } from '@shop/shared/money';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { deleteIfExists, putIfAbsent, updateWhen } from '../db/conditional-writes.ts';
import { GSIS, planKeys, TABLE_KEYS } from '../db/table-design.ts';
import { keyNames, tableKey } from '../db/table-keys.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';
import { fromPlanItem, toPlanItem } from './plan-item.ts';

const key = (id: string) => tableKey(planKeys.pk(id), planKeys.sk);

/**
 * Staff writes to the catalogue. Every write keeps the plan's index keys in step with its fields:
 * status moves the plan to another partition of all four indexes, featured rewrites the featured
 * sort, the basic price the price sort, title and description the search text. Rating and downloads
 * (and their sort keys) belong to reviews and orders and are never touched here. Each write counts up the
 * plan's revision and then brings its catalogue snapshot entry in step (catalogue-snapshot.ts).
 */
export function planWrites(db: DynamoDBDocumentClient, table: string) {
  const snapshot = catalogueSnapshot(db, table);
  return {
    /** Stores a new plan; false when the id is taken (nothing written). */
    async create(plan: AdminPlan): Promise<boolean> {
      // The first revision is the clock, so a plan created again under a deleted one's id outranks its tombstone.
      const item = { ...toPlanItem(plan), rev: Date.now() };
      const created = await putIfAbsent(db, table, item);
      if (created) await snapshot.put(item);
      return created;
    },

    /**
     * Sets the fields sent and the keys derived from them, in one UpdateItem. `current` is the plan as
     * read before; the write holds only if the fields the derived keys were computed from are still
     * what was read (else undefined: someone changed or deleted the plan meanwhile).
     */
    async update(current: AdminPlan, changes: PlanUpdate, updatedAt: string): Promise<AdminPlan | undefined> {
      const set: Record<string, unknown> = { ...changes, updated_at: updatedAt };
      const expected: Record<string, unknown> = {};
      const next = { ...current, ...changes };
      if (changes.status !== undefined) {
        for (const gsi of GSIS) set[gsi.partition] = planKeys.statusPartition(changes.status);
      }
      if (changes.featured !== undefined)
        set[keyNames(planKeys.featuredIndex).sort] = planKeys.featuredSort(changes.featured, current.created_at);
      if (changes.basic_price !== undefined) {
        set[keyNames(planKeys.priceIndex).sort] = planKeys.priceSort(toPesewas(changes.basic_price));
      }
      if (changes.title !== undefined || changes.description !== undefined) {
        set.search_text = `${next.title}\n${next.description}`.toLowerCase();
        if (changes.title === undefined) expected.title = current.title;
        if (changes.description === undefined) expected.description = current.description;
      }

      const names: Record<string, string> = { '#pk': TABLE_KEYS.partition, '#rev': 'rev' };
      const values: Record<string, unknown> = { ':one': 1 };
      const assignments = Object.entries(set).map(([name, value], index) => {
        names[`#s${index}`] = name;
        values[`:s${index}`] = value;
        return `#s${index} = :s${index}`;
      });
      const conditions = ['attribute_exists(#pk)'];
      Object.entries(expected).forEach(([name, value], index) => {
        names[`#e${index}`] = name;
        values[`:e${index}`] = value;
        conditions.push(`#e${index} = :e${index}`);
      });
      const updated = await updateWhen(db, table, key(current.id), {
        UpdateExpression: `SET ${assignments.join(', ')} ADD #rev :one`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      });
      if (!updated) return undefined;
      await snapshot.put(updated);
      return fromPlanItem(updated);
    },

    /** Removes the catalogue item; returns the plan as it was, or undefined when there was none. */
    async remove(id: string): Promise<AdminPlan | undefined> {
      const removed = await deleteIfExists(db, table, key(id));
      if (!removed) return undefined;
      await snapshot.remove(removed);
      return fromPlanItem(removed);
    },
  };
}

export type PlanWrites = ReturnType<typeof planWrites>;
