import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { batchGetItems } from '../db/batch-get.ts';
import { planKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { fromPlanItem } from './plan-item.ts';

/** Reads many plans by id (BatchGet, unprocessed keys retried); ids without a plan are simply absent. */
export function plansByIdReader(db: DynamoDBDocumentClient, table: string) {
  return async function plansById(ids: readonly string[]): Promise<Map<string, AdminPlan>> {
    const keys = [...new Set(ids)].map((id) => tableKey(planKeys.pk(id), planKeys.sk));
    const plans = (await batchGetItems(db, table, keys)).map(fromPlanItem);
    return new Map(plans.map((plan) => [plan.id, plan]));
  };
}

export type PlansById = ReturnType<typeof plansByIdReader>;
