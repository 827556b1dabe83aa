import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PlanUpdate } from '@shop/shared/admin/plan-write';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { deleteIfExists, putIfAbsent, updateWhen } from '../db/conditional-writes.ts';
import { derivedUpdate, derivedUpdateExpression } from '../db/derived-update.ts';
import { TABLE_KEYS } from '../db/table-design.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';
import { fromPlanItem, planEntity, toPlanItem } from './plan-item.ts';

const key = (id: string) => planEntity.key({ id });

/**
 * Staff writes to the catalogue. Every write keeps the plan's derived attributes (plan-item.ts) in step with its
 * fields. Rating and downloads (and their sort keys) belong to reviews and orders: an update that does not send them
 * leaves them alone. Each write counts up the plan's revision and then brings its catalogue snapshot entry in step
 * (catalogue-snapshot.ts).
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
      const change = derivedUpdate(planEntity.derivation, current, {
        ...changes,
        updated_at: updatedAt,
      } as Partial<AdminPlan>);
      // The revision is the plan item's own counter (not a plan field): every write counts it up.
      const expression = derivedUpdateExpression(change, TABLE_KEYS.partition, { add: { rev: 1 } });
      const updated = await updateWhen(db, table, key(current.id), expression);
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
