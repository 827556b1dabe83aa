import { catalogueKeys } from '@shop/lambdas/db/table-design';
import { packEntry, toCatalogueEntry, unpackEntry } from '@shop/lambdas/repositories/catalogue/catalogue-entry';
import { catalogueQuery } from '@shop/lambdas/repositories/catalogue/catalogue-page';
import { shardOf } from '@shop/lambdas/repositories/catalogue-snapshot';

/**
 * What a list function holds at a catalogue size: the largest shard item (DynamoDB's limit is 400 KB) and the heap
 * the unpacked entries take, plus the time one search and one plain list take over them. Plans are generated with
 * descriptions of a realistic length (about 60 words). Run with `node --expose-gc` (tsx passes it on):
 * `npx tsx --expose-gc bench/catalogue-memory.ts 20000`.
 */
const plans = Number(process.argv[2] ?? 20_000);
const words =
  'courtyard villa garden terrace family modern coastal veranda kitchen bedroom ensuite storey compound solar rainwater office garage balcony living dining'.split(
    ' ',
  );
const pick = (i: number, n: number) => words[(i * 7 + n * 13) % words.length];
const shards = new Map<number, Record<string, unknown>>();
for (let i = 0; i < plans; i += 1) {
  const id = `bulk-${String(i).padStart(5, '0')}`;
  const description = Array.from({ length: 60 }, (_, n) => `${pick(i, n)}${n % 5 === 0 ? i % 97 : ''}`).join(' ');
  const entry = toCatalogueEntry({
    id,
    rev: Date.now(),
    status: 'active',
    featured: i % 30 === 0,
    created_at: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
    updated_at: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
    basic_price: 900 + (i % 400) * 10,
    rating_average: (i % 50) / 10,
    rating_count: i % 40,
    downloads: i % 300,
    plan_type: 'villa',
    bedrooms: 1 + (i % 7),
    footprint_width_m: 8 + (i % 20),
    footprint_depth_m: 10 + (i % 25),
    title: `${1 + (i % 7)}-Bedroom ${pick(i, 1)} ${pick(i, 2)} Villa ${i}`,
    description,
  });
  const shard = shardOf(id);
  const item = shards.get(shard) ?? {};
  item[catalogueKeys.entryAttribute(id)] = packEntry(entry);
  shards.set(shard, item);
}
const largest = Math.max(...[...shards.values()].map((item) => Buffer.byteLength(JSON.stringify(item))));
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const before = process.memoryUsage().heapUsed;
const entries = [...shards.values()].flatMap((item) =>
  Object.entries(item).flatMap(([name, value]) => unpackEntry(name.slice(2), value) ?? []),
);
gc?.();
const heapMb = (process.memoryUsage().heapUsed - before) / 1_048_576;
const time = (run: () => unknown) => {
  const started = performance.now();
  run();
  return Math.round((performance.now() - started) * 10) / 10;
};
const list = catalogueQuery({ filter: { status: 'active' }, sort: 'price-asc', limit: 12, language: 'en' });
const search = catalogueQuery({
  filter: { status: 'active', text: 'courtyrd terr' },
  sort: 'rating',
  limit: 12,
  language: 'en',
});
time(() => list(entries));
time(() => search(entries));
// What a warm function holds besides the entries: each sort's order and ranks, each language's term index.
for (const sort of ['featured', 'price-asc', 'rating', 'downloads'] as const) {
  for (const language of ['en', 'fr'] as const) {
    catalogueQuery({ filter: { status: 'active', text: 'villa' }, sort, limit: 12, language })(entries);
  }
}
gc?.();
const warmHeapMb = (process.memoryUsage().heapUsed - before) / 1_048_576;
console.log(
  JSON.stringify({
    plans: entries.length,
    largestShardKb: Math.round(largest / 1024),
    entriesHeapMb: Math.round(heapMb * 10) / 10,
    warmHeapMb: Math.round(warmHeapMb * 10) / 10,
    heapUsedMb: Math.round(process.memoryUsage().heapUsed / 1_048_576),
    rssMb: Math.round(process.memoryUsage().rss / 1_048_576),
    listMs: time(() => list(entries)),
    searchWithTyposMs: time(() => search(entries)),
  }),
);
