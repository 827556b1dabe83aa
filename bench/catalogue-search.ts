import { toCatalogueEntry } from '@shop/lambdas/repositories/catalogue/catalogue-entry';
import { catalogueQuery } from '@shop/lambdas/repositories/catalogue/catalogue-page';

/**
 * The search path alone (ranking, ordering, paging over a warm snapshot's entries), at 40 and at 5,000 plans
 * generated as `SEED_PLANS` generates them (place, style, type, features): the time one request spends in the
 * domain, without the table or HTTP, so a change to the search code can be compared in seconds.
 * CPU time per request, averaged over rounds: `npx tsx bench/catalogue-search.ts [rounds]`
 */
const PLACES = ['Tema', 'Accra', 'Kumasi', 'Takoradi', 'Cape Coast', 'Ho', 'Tamale', 'Sunyani', 'Koforidua', 'Aburi'];
const STYLES = ['Courtyard', 'Garden', 'Modern', 'Coastal', 'Family', 'Compact', 'Terrace', 'Hillside', 'Classic'];
const FEATURES = ['a shaded veranda', 'an open-plan kitchen', 'a rooftop terrace', 'a double garage', 'a home office'];
const TYPES = ['villa', 'bungalow', 'townhouse', 'duplex', 'apartment', 'commercial'] as const;

function catalogue(plans: number) {
  return Array.from({ length: plans }, (_, i) => {
    const pick = <T>(values: readonly T[], salt: number) => values[(i * 7919 + salt * 104_729) % values.length] as T;
    const area = 70 + ((i * 37) % 900);
    const style = pick(STYLES, 1);
    const type = pick(TYPES, 2);
    return toCatalogueEntry({
      id: `bulk-${String(i).padStart(5, '0')}`,
      rev: 1,
      status: 'active',
      featured: i % 33 === 0,
      created_at: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
      updated_at: new Date(1_700_000_000_000 + i * 60_000).toISOString(),
      basic_price: 800 + area * 9,
      rating_average: (i % 50) / 10,
      rating_count: i % 40,
      downloads: (i * 13) % 400,
      plan_type: type,
      bedrooms: 1 + (i % 8),
      footprint_width_m: 8 + (i % 20),
      footprint_depth_m: 10 + (i % 25),
      title: `${1 + (i % 8)}-Bedroom ${pick(PLACES, 3)} ${style} ${type}`,
      description: `A ${style.toLowerCase()} ${type} of ${area} m² for ${pick(PLACES, 3)}, with ${pick(FEATURES, 4)} and ${pick(FEATURES, 5)}.`,
    });
  });
}

const queries = [
  { name: 'search with matches (prefix)', text: 'court', sort: 'featured' as const },
  { name: 'search, two words, sorted by price', text: 'court tema', sort: 'price-asc' as const },
  { name: 'search with a typo', text: 'courtyrd', sort: 'rating' as const },
  { name: 'search with no match', text: 'zzqxwv', sort: 'featured' as const },
];
const rounds = Number(process.argv[2] ?? 400);
const results: Record<string, unknown>[] = [];
const timings = new Map<string, number>();
for (const plans of [40, 5000]) {
  const entries = catalogue(plans);
  for (const query of queries) {
    const run = catalogueQuery({
      filter: { status: 'active', text: query.text },
      sort: query.sort,
      limit: 12,
      language: 'en',
    });
    const first = run(entries); // builds the snapshot's prepared orders and term index
    for (let i = 0; i < 200; i += 1) run(entries); // and lets the JIT settle, so sizes compare like for like
    // CPU time of this process, not wall-clock time: on a shared machine the wait for a core would swamp it.
    const started = process.cpuUsage();
    for (let i = 0; i < rounds; i += 1) run(entries);
    const used = process.cpuUsage(started);
    const perRequestMs = (used.user + used.system) / 1000 / rounds;
    timings.set(`${query.name}@${plans}`, perRequestMs);
    results.push({
      plans,
      query: query.name,
      matches: first.total,
      perRequestMs: Math.round(perRequestMs * 1000) / 1000,
    });
  }
}
for (const query of queries) {
  const ratio = (timings.get(`${query.name}@5000`) ?? 0) / (timings.get(`${query.name}@40`) ?? 1);
  results.push({ query: query.name, ratio5000to40: Math.round(ratio * 10) / 10 });
}
console.log(JSON.stringify(results, null, 1));
