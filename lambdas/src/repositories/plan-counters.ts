import { type DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { updateExisting } from '../db/conditional-writes.ts';
import { equals, when } from '../db/conditions.ts';
import { documentClient, tableName } from '../db/document-client.ts';
import { parseItem } from '../db/parse-item.ts';
import { log } from '../observability/log.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';
import { planEntity } from './plan-item.ts';

export interface PlanRating {
  average: number;
  count: number;
}

/**
 * Counters kept on the plan item together with the sort keys that order the catalogue by them
 * (gsi3 rating, gsi4 downloads). DynamoDB cannot compute a padded sort key inside an update, so each
 * change writes the number and its sort key with conditions that keep them in step under concurrency.
 */
/** A plan's rating as stored; a plan nobody has rated yet has neither attribute and reads as 0 of 0. */
let storedRatingSchema: z.ZodMiniType<{ rating_average: number; rating_count: number }> | undefined;
const storedRating = () =>
  (storedRatingSchema ??= z.object({
    rating_average: z._default(z.number(), 0),
    rating_count: z._default(z.number(), 0),
  }));

export function planCountersRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (planId: string) => planEntity.key({ id: planId });
  const snapshot = catalogueSnapshot(db, table);

  async function changeDownloads(planId: string, delta: 1 | -1): Promise<number | undefined> {
    // A sale is counted on any plan there is (the default condition); one is taken back only from a plan that has one.
    const takeBack = when('attribute_exists(#pk) AND #downloads >= :one', { ':one': 1 });
    const counters = { add: { downloads: delta, rev: 1 } };
    const counted = await updateExisting(db, table, key(planId), counters, delta > 0 ? undefined : takeBack);
    if (!counted) {
      log('warn', 'download count not changed: the plan is gone or has no sale to take back', { planId, delta });
      return undefined;
    }
    const downloads = Number(counted.downloads ?? 0);
    // Only while the count is still this call's: a later change sets its own sort key.
    await updateExisting(db, table, key(planId), planEntity.update({ downloads }), equals('downloads', downloads));
    // One entry of one shard changes: a sale never rebuilds the catalogue.
    await snapshot.put(counted);
    return downloads;
  }

  return {
    /**
     * Adds one download (a sale). The ADD itself is atomic, so concurrent completions are all counted; the sort
     * key is then set for the count this call produced, only while that is still the count (a later change sets
     * its own). Returns the new count, or undefined when the plan is gone.
     */
    incrementPlanDownloads(planId: string): Promise<number | undefined> {
      return changeDownloads(planId, 1);
    },

    /** Takes one sale back (a refund), never below zero; the sort key follows as for an increment. */
    decrementPlanDownloads(planId: string): Promise<number | undefined> {
      return changeDownloads(planId, -1);
    },

    /** The plan's stored rating, read strongly consistent (the base for a conditional rewrite). */
    async readRating(planId: string): Promise<PlanRating | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: key(planId),
          ConsistentRead: true,
          ProjectionExpression: '#average, #count',
          ExpressionAttributeNames: { '#average': 'rating_average', '#count': 'rating_count' },
        }),
      );
      if (!Item) return undefined;
      const rating = parseItem(storedRating(), Item, 'plan rating');
      return { average: rating.rating_average, count: rating.rating_count };
    },

    /**
     * Sets rating average, count and the gsi3 sort key together, only if the plan still holds the
     * rating the caller read. Returns false when another writer got there first (read again, retry).
     */
    async replaceRating(planId: string, previous: PlanRating, next: PlanRating): Promise<boolean> {
      // A plan written before ratings existed may lack the attributes: absent then reads as 0.
      const unchanged = (name: string, placeholder: string, value: number) =>
        value === 0 ? `(attribute_not_exists(${name}) OR ${name} = ${placeholder})` : `${name} = ${placeholder}`;
      const rating = planEntity.update({ rating_average: next.average, rating_count: next.count });
      const replaced = await updateExisting(
        db,
        table,
        key(planId),
        { ...rating, add: { rev: 1 } },
        when(
          [
            'attribute_exists(#pk)',
            unchanged('#count', ':previousCount', previous.count),
            unchanged('#average', ':previousAverage', previous.average),
          ].join(' AND '),
          { ':previousCount': previous.count, ':previousAverage': previous.average },
          { '#average': 'rating_average', '#count': 'rating_count' },
        ),
      );
      if (!replaced) return false;
      await snapshot.put(replaced);
      return true;
    },
  };
}

export type PlanCounters = ReturnType<typeof planCountersRepository>;

/** Contract for the payment completion (decision 0008): one more download of the plan, sort key kept in step. */
export function incrementPlanDownloads(
  planId: string,
  db: DynamoDBDocumentClient = documentClient(),
  table: string = tableName(),
): Promise<number | undefined> {
  return planCountersRepository(db, table).incrementPlanDownloads(planId);
}
