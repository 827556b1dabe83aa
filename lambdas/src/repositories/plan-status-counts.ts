import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PLAN_STATUSES, type PlanStatus } from '@shop/shared/plans/plan';
import { catalogueSnapshot } from './catalogue-snapshot.ts';
import { plansRepository } from './plans-repository.ts';

/** How many plans of each status the shop holds. */
export interface PlanStatusCounts {
  byStatus(): Promise<Record<PlanStatus, number>>;
}

/**
 * The counts the catalogue snapshot's head keeps (one small read, whatever the catalogue's size); a head built
 * before it kept counts is answered by counting the status partitions, as before, until the next rebuild.
 */
export function planStatusCounts(db: DynamoDBDocumentClient, table: string): PlanStatusCounts {
  return {
    async byStatus() {
      const fromHead = await catalogueSnapshot(db, table).counts();
      if (fromHead) return fromHead;
      const plans = plansRepository(db, table);
      const counted = await Promise.all(PLAN_STATUSES.map((status) => plans.count({ status })));
      return Object.fromEntries(PLAN_STATUSES.map((status, i) => [status, counted[i]?.total ?? 0])) as Record<
        PlanStatus,
        number
      >;
    },
  };
}
