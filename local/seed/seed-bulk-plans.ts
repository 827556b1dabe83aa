import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { planKeys } from '@shop/lambdas/db/table-design';
import { tableKey } from '@shop/lambdas/db/table-keys';
import { toPlanItem } from '@shop/lambdas/repositories/plan-item';
import { AdminPlan, PLAN_TYPES, type PlanType } from '@shop/shared/plans/plan';
import { PLAN_CATALOGUE } from './plan-catalogue.ts';
import { seedFootprint } from './plan-footprint.ts';
import { type SeedTarget, writeItems } from './seed-plans.ts';

const DAY_MS = 86_400_000;
/** BatchWrite calls in flight at once: quick on dynalite without starving the rest of the start. */
const WRITERS = 4;

/** A small seeded generator (mulberry32): the same SEED_PLANS gives the same catalogue on every machine. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, pick, between };
}

const PLACES = ['Tema', 'Accra', 'Kumasi', 'Takoradi', 'Cape Coast', 'Ho', 'Tamale', 'Sunyani', 'Koforidua', 'Aburi'];
const STYLES = ['Courtyard', 'Garden', 'Modern', 'Coastal', 'Family', 'Compact', 'Terrace', 'Hillside', 'Classic'];
const FEATURES = [
  'a shaded veranda',
  'an open-plan kitchen',
  'a rooftop terrace',
  'a boys quarters',
  'cross ventilation in every room',
  'a double garage',
  'a home office',
  'a walled compound',
  'a rainwater tank',
  'solar-ready roofs',
];
const TYPE_NAMES: Record<PlanType, string> = {
  villa: 'Villa',
  bungalow: 'Bungalow',
  townhouse: 'Townhouse',
  duplex: 'Duplex',
  apartment: 'Apartment Block',
  commercial: 'Shop and Office',
};
const AREA: Record<PlanType, [number, number]> = {
  villa: [180, 520],
  bungalow: [70, 220],
  townhouse: [110, 260],
  duplex: [160, 360],
  apartment: [300, 1200],
  commercial: [120, 900],
};

export const bulkPlanId = (n: number) => `bulk-${String(n).padStart(5, '0')}`;

/**
 * Tops the catalogue up to `total` plans (SEED_PLANS) with generated ones: every type, one to eight bedrooms,
 * prices across the three bands, footprints from their area, ratings and sales spread as a real shop's are (most
 * plans little bought, a few best sellers). Pictures and files are borrowed from the demo plans, so every card and
 * download works. Written with BatchWrite, 25 at a time; nothing is written when the last one is already there.
 */
export async function seedBulkPlans(target: SeedTarget, total: number): Promise<number> {
  const count = total - PLAN_CATALOGUE.length;
  if (count <= 0) return 0;
  const { documents } = target.clients;
  const last = await documents.send(
    new GetCommand({ TableName: target.tableName, Key: tableKey(planKeys.pk(bulkPlanId(count)), planKeys.sk) }),
  );
  if (last.Item) return 0;
  const { Items: donors = [] } = await documents.send(
    new QueryCommand({
      TableName: target.tableName,
      IndexName: planKeys.featuredIndex,
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': planKeys.statusPartition('active') },
      Limit: 40,
    }),
  );
  if (donors.length === 0) throw new Error('seed the demo plans before the bulk ones: their pictures are reused');
  const random = generator(total);
  const items: Record<string, unknown>[] = [];
  for (let n = 1; n <= count; n += 1) {
    const donor = random.pick(donors) as AdminPlan;
    const type = random.pick(PLAN_TYPES);
    const [minArea, maxArea] = AREA[type];
    const area = random.between(minArea, maxArea);
    const bedrooms =
      type === 'commercial' ? 0 : Math.max(1, Math.min(8, Math.round(area / 60) + random.between(-1, 1)));
    // Prices spread over the three bands, with a long tail of large plans.
    const basic = Math.round((800 + area * 9 + random.next() * 1500) / 10) * 10;
    const sales = Math.floor(random.next() ** 4 * 400);
    const ratingCount = sales === 0 ? 0 : Math.floor(random.next() * Math.min(sales, 60));
    const ratingAverage = ratingCount === 0 ? 0 : Math.round((3 + random.next() * 2) * 100) / 100;
    const created = new Date(Date.now() - random.between(1, 900) * DAY_MS - n * 1000);
    const place = random.pick(PLACES);
    const style = random.pick(STYLES);
    const features = [random.pick(FEATURES), random.pick(FEATURES)];
    const plan = AdminPlan.parse({
      id: bulkPlanId(n),
      title: `${bedrooms ? `${bedrooms}-Bedroom ` : ''}${place} ${style} ${TYPE_NAMES[type]}`,
      description: `A ${style.toLowerCase()} ${TYPE_NAMES[type].toLowerCase()} of ${area} m² for ${place}, with ${features[0]} and ${features[1]}.`,
      plan_type: type,
      bedrooms,
      bathrooms: Math.max(1, bedrooms),
      area_sqm: area,
      ...seedFootprint({
        plan_type: type === 'townhouse' ? 'townhouse' : type === 'bungalow' ? 'bungalow' : 'villa',
        area_sqm: area,
      }),
      basic_price: basic,
      standard_price: Math.round(basic * 1.6),
      premium_price: Math.round(basic * 2.4),
      featured: random.next() < 0.03,
      status: random.next() < 0.92 ? 'active' : random.pick(['inactive', 'draft'] as const),
      image_url: donor.image_url,
      gallery_images: donor.gallery_images,
      plan_files: donor.plan_files,
      rating_average: ratingAverage,
      rating_count: ratingCount,
      downloads: sales,
      created_at: created.toISOString(),
      updated_at: created.toISOString(),
    });
    items.push(toPlanItem(plan));
  }
  const share = Math.ceil(items.length / WRITERS / 25) * 25;
  await Promise.all(
    Array.from({ length: WRITERS }, (_, i) => writeItems(target, items.slice(i * share, (i + 1) * share))),
  );
  return count;
}
