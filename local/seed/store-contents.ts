import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { adKeys, GSIS, PLAN_SORT_INDEX, planKeys, portfolioKeys } from '@shop/lambdas/db/table-design';
import { PLAN_STATUSES } from '@shop/shared/plans/plan';
import type { EmulatorClients } from '../emulators/emulator-clients.ts';

// Whether the store still lacks what the seed writes: apart from the seeding itself, which a stack started on an
// already seeded folder (every test file's stack) never loads.

interface Store {
  clients: EmulatorClients;
  tableName: string;
}

/** Every plan sits in its status partition of the featured-order index. */
const FEATURED_INDEX = GSIS.find((gsi) => gsi.name === PLAN_SORT_INDEX.featured.index) as (typeof GSIS)[number];
/** The list partition of every portfolio project (gsi1). */
const LIST_INDEX = GSIS[0];
/** The staff list of every ad (gsi2) tells whether any ad was ever stored. */
const ALL_ADS_INDEX = GSIS[1];

/** True when no plan of any status is stored yet (one Query per status partition, no Scan). */
export async function hasNoPlans({ clients, tableName }: Store): Promise<boolean> {
  for (const status of PLAN_STATUSES) {
    const { Count } = await clients.dynamodb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: FEATURED_INDEX.name,
        KeyConditionExpression: '#p = :p',
        ExpressionAttributeNames: { '#p': FEATURED_INDEX.partition },
        ExpressionAttributeValues: { ':p': { S: planKeys.statusPartition(status) } },
        Limit: 1,
      }),
    );
    if (Count) return false;
  }
  return true;
}

/** True when no project is stored yet (one Query on the list partition, no Scan). */
export async function hasNoPortfolio({ clients, tableName }: Store): Promise<boolean> {
  const { Count } = await clients.dynamodb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: LIST_INDEX.name,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': LIST_INDEX.partition },
      ExpressionAttributeValues: { ':p': { S: portfolioKeys.listPartition } },
      Limit: 1,
    }),
  );
  return !Count;
}

/** True when no ad is stored yet (one Query on the staff list partition, no Scan). */
export async function hasNoAds({ clients, tableName }: Store): Promise<boolean> {
  const { Count } = await clients.dynamodb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: ALL_ADS_INDEX.name,
      KeyConditionExpression: '#p = :p',
      ExpressionAttributeNames: { '#p': ALL_ADS_INDEX.partition },
      ExpressionAttributeValues: { ':p': { S: adKeys.allPartition } },
      Limit: 1,
    }),
  );
  return !Count;
}
