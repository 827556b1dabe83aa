import { QueryCommand } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GSIS, PLAN_SORT_INDEX, planKeys } from '@shop/lambdas/db/table-design';
import type { StoredOrder } from '@shop/lambdas/repositories/order-item';
import { toPlanItem } from '@shop/lambdas/repositories/plan-item';
import { voteMarkerItem } from '@shop/lambdas/repositories/vote-marker-item';
import { AdminPlan, PLAN_STATUSES } from '@shop/shared/plans/plan';
import type { EmulatorClients } from '../emulators/emulator-clients.ts';
import { type CatalogueEntry, PLAN_CATALOGUE } from './plan-catalogue.ts';
import { planFiles, type SeedObject } from './plan-files.ts';
import { seedFootprint } from './plan-footprint.ts';
import { reviewWriter } from './review-texts.ts';
import { seedPlanPictures } from './seed-pictures.ts';
import { seedReviewsFor, toReviewItem } from './seed-reviews.ts';
import { salesItems } from './seed-sales.ts';

const DAY_MS = 86_400_000;
const UPLOAD_CONCURRENCY = 16;

/** Every plan sits in its status partition of the featured-order index. */
const FEATURED_INDEX = GSIS.find((gsi) => gsi.name === PLAN_SORT_INDEX.featured.index) as (typeof GSIS)[number];

const roundCents = (value: number) => Math.round(value * 100) / 100;

export interface SeedTarget {
  clients: EmulatorClients;
  tableName: string;
  imagesBucket: string;
  planFilesBucket: string;
}

/** True when no plan of any status is stored yet (one Query per status partition, no Scan). */
export async function hasNoPlans({ clients, tableName }: SeedTarget): Promise<boolean> {
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

/** The stored plan for a catalogue entry (prices, footprint and dates derived), before its rating is counted. */
export function toPlan(
  entry: CatalogueEntry,
  images: { imageUrl: string; gallery: string[] },
  files: AdminPlan['plan_files'],
) {
  const { days_ago, gallery_size: _size, seed_rating: _rating, seed_reviews: _reviews, ...fields } = entry;
  const created = new Date(Date.now() - days_ago * DAY_MS - (entry.downloads % 23) * 3_600_000);
  const updated = new Date(Math.min(Date.now(), created.getTime() + Math.min(days_ago, 9) * DAY_MS));
  return AdminPlan.parse({
    ...fields,
    ...seedFootprint(entry),
    standard_price: roundCents(entry.basic_price * 1.6),
    premium_price: roundCents(entry.basic_price * 2.4),
    image_url: images.imageUrl,
    gallery_images: images.gallery,
    plan_files: files,
    rating_average: 0,
    rating_count: 0,
    created_at: created.toISOString(),
    updated_at: updated.toISOString(),
  });
}

async function uploadAll(target: SeedTarget, uploads: { bucket: string; object: SeedObject; cacheControl?: string }[]) {
  const queue = [...uploads];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await target.clients.s3.send(
        new PutObjectCommand({
          Bucket: next.bucket,
          Key: next.object.key,
          Body: next.object.body,
          ContentType: next.object.contentType,
          CacheControl: next.cacheControl,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, worker));
}

export async function writeItems(target: SeedTarget, items: Record<string, unknown>[]) {
  for (let start = 0; start < items.length; start += 25) {
    let requests: Record<string, unknown>[] | undefined = items
      .slice(start, start + 25)
      .map((item) => ({ PutRequest: { Item: item } }));
    while (requests?.length) {
      const result = await target.clients.documents.send(
        new BatchWriteCommand({ RequestItems: { [target.tableName]: requests } }),
      );
      requests = result.UnprocessedItems?.[target.tableName] as Record<string, unknown>[] | undefined;
    }
  }
}

/**
 * Uploads each demo plan's pictures (variants of realistic renders, seed-pictures.ts) and per-tier files, then
 * writes the plans (files first, so no stored plan points at a missing object) with their reviews, whose count
 * and average are the plan's rating, and the completed orders behind the verified-purchase marks. Returns how
 * many plans were written.
 */
export async function seedPlans(target: SeedTarget): Promise<number> {
  const uploads: { bucket: string; object: SeedObject; cacheControl?: string }[] = [];
  const items: Record<string, unknown>[] = [];
  const orders: StoredOrder[] = [];
  const pictures: Promise<{ imageUrl: string; gallery: string[] }>[] = [];
  for (const [index, entry] of PLAN_CATALOGUE.entries()) {
    pictures.push(seedPlanPictures(target, entry.id, index, entry.gallery_size));
  }
  // One writer for the whole catalogue, so no two plans' reviews repeat each other's words.
  const writeReview = reviewWriter();
  for (const [index, entry] of PLAN_CATALOGUE.entries()) {
    const files = await planFiles(entry);
    for (const object of files.objects) uploads.push({ bucket: target.planFilesBucket, object });
    const images = await (pictures[index] as Promise<{ imageUrl: string; gallery: string[] }>);
    const reviewed = seedReviewsFor(entry, toPlan(entry, images, files.planFiles), Date.now(), writeReview);
    items.push(toPlanItem(reviewed.plan));
    items.push(...reviewed.reviews.map(toReviewItem));
    // Each seeded vote with its marker, as a vote writes it, so closing an account and the vote marker backfill
    // find the seed's votes as they find real ones.
    items.push(
      ...reviewed.reviews.flatMap((review) =>
        Object.keys(review.votes).map((voter) => voteMarkerItem(voter, review.plan_id, review.id)),
      ),
    );
    orders.push(...reviewed.orders);
  }
  await uploadAll(target, uploads);
  await writeItems(target, [...items, ...salesItems(orders, target.tableName)]);
  return PLAN_CATALOGUE.length;
}
