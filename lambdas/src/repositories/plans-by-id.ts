import { BatchGetCommand, type BatchGetCommandOutput, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { planKeys, TABLE_KEYS } from '../db/table-design.ts';
import { fromPlanItem } from './plan-item.ts';

/** BatchGetItem takes at most 100 keys per call. */
const BATCH = 100;
const MAX_ATTEMPTS = 5;

/** Reads many plans by id (BatchGet, unprocessed keys retried); ids without a plan are simply absent. */
export function plansByIdReader(db: DynamoDBDocumentClient, table: string) {
  return async function plansById(ids: readonly string[]): Promise<Map<string, AdminPlan>> {
    const plans = new Map<string, AdminPlan>();
    const unique = [...new Set(ids)];
    for (let start = 0; start < unique.length; start += BATCH) {
      let keys: Record<string, unknown>[] | undefined = unique
        .slice(start, start + BATCH)
        .map((id) => ({ [TABLE_KEYS.partition]: planKeys.pk(id), [TABLE_KEYS.sort]: planKeys.sk }));
      for (let attempt = 0; keys?.length && attempt < MAX_ATTEMPTS; attempt += 1) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
        const result: BatchGetCommandOutput = await db.send(
          new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }),
        );
        for (const item of result.Responses?.[table] ?? []) {
          const plan = fromPlanItem(item);
          plans.set(plan.id, plan);
        }
        keys = result.UnprocessedKeys?.[table]?.Keys;
      }
      if (keys?.length) throw new Error(`${keys.length} plans could not be read (throttled)`);
    }
    return plans;
  };
}

export type PlansById = ReturnType<typeof plansByIdReader>;
