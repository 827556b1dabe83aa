import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSitemapPart, SITEMAP_PART_MAX_URLS, sitemapIndexXml } from '../../../src/domain/seo/build-sitemap.ts';
import { catalogueSnapshot, forgetCatalogueCache } from '../../../src/repositories/catalogue-snapshot.ts';
import { toPlanItem } from '../../../src/repositories/plan-item.ts';
import { planWrites } from '../../../src/repositories/plan-writes.ts';
import { sitemapRepository } from '../../../src/repositories/sitemap-repository.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { samplePlan } from '../../support/plan-items.ts';

const SITE = 'https://temahouseplans.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => String(match[1]));

let stack: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  vi.stubEnv('LOG_LEVEL', 'silent');
  stack = await startDynalite();
});
afterAll(() => stack?.stop());

/** Items the table sent back while `run` ran (a middleware on the client, as the bench counts them). */
async function itemsRead(run: () => Promise<unknown>): Promise<number> {
  let items = 0;
  const name = 'countSitemapItems';
  stack.db.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const output = (result.output ?? {}) as {
        Item?: unknown;
        Items?: unknown[];
        Responses?: Record<string, unknown[]>;
      };
      items += (output.Item ? 1 : 0) + (output.Items?.length ?? 0);
      for (const found of Object.values(output.Responses ?? {})) items += found.length;
      return result;
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    stack.db.middlewareStack.remove(name);
  }
  return items;
}

/** Every part the index names, fetched one by one: its name, its URLs and the items it read. */
async function crawl(table: string) {
  const sitemap = sitemapRepository(stack.db, table);
  const parts = locs(sitemapIndexXml(SITE, '/api/sitemap.xml', sitemap.planParts)).map(
    (loc) => new URL(loc).searchParams.get('part') as string,
  );
  const crawled: { part: string; urls: string[]; items: number }[] = [];
  for (const part of parts) {
    let xml: string | undefined;
    const items = await itemsRead(async () => {
      xml = await buildSitemapPart(sitemap, SITE, part);
    });
    crawled.push({ part, urls: locs(String(xml)), items });
  }
  return crawled;
}

describe('the sitemap index and its parts', () => {
  it('lists every active plan exactly once across parts of bounded size, each read from one shard', {
    timeout: 30_000,
  }, async () => {
    // Prepare
    const table = await stack.newTable();
    forgetCatalogueCache();
    // Plan items written straight to the table (quicker than the write path); the rebuild makes the snapshot.
    const ids = Array.from({ length: 150 }, (_, i) => `plan-${String(i).padStart(3, '0')}`);
    for (const [i, id] of ids.entries()) {
      const item = toPlanItem(samplePlan({ id, status: i % 9 === 0 ? 'draft' : 'active' }));
      await stack.db.send(new PutCommand({ TableName: table, Item: item }));
    }
    await catalogueSnapshot(stack.db, table).rebuild();
    forgetCatalogueCache();
    const active = ids.filter((_, i) => i % 9 !== 0);

    // Act
    const crawled = await crawl(table);

    // Assess
    expect(crawled.map((c) => c.part)).toEqual([
      'pages',
      ...Array.from({ length: 32 }, (_, i) => `plans-${String(i).padStart(2, '0')}`),
    ]);
    const planUrls = crawled.flatMap((c) => c.urls).filter((url) => url.startsWith(`${SITE}/plans/`));
    expect([...planUrls].sort()).toEqual(active.map((id) => `${SITE}/plans/${id}`).sort());
    const frenchUrls = crawled.flatMap((c) => c.urls).filter((url) => url.startsWith(`${SITE}/fr/plans/`));
    expect([...frenchUrls].sort()).toEqual(active.map((id) => `${SITE}/fr/plans/${id}`).sort());
    for (const { part, urls, items } of crawled) {
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_PART_MAX_URLS);
      // A plans part reads the snapshot head and its one shard; the pages part the head of nothing but projects.
      if (part !== 'pages') expect(items).toBeLessThanOrEqual(2);
    }
    expect(crawled.filter((c) => c.part !== 'pages' && c.urls.length > 0).length).toBeGreaterThan(10);
  });

  it('drops a deleted plan from its part once the snapshot has it, and after a rebuild', {
    timeout: 30_000,
  }, async () => {
    // Prepare
    const table = await stack.newTable();
    forgetCatalogueCache();
    const writes = planWrites(stack.db, table);
    for (const id of ['keep-1', 'gone-2', 'keep-3']) await writes.create(samplePlan({ id }));
    await catalogueSnapshot(stack.db, table).rebuild();
    const before = (await crawl(table)).flatMap((c) => c.urls);
    expect(before).toContain(`${SITE}/plans/gone-2`);

    // Act
    await writes.remove('gone-2');
    const afterDelete = (await crawl(table)).flatMap((c) => c.urls);
    await catalogueSnapshot(stack.db, table).rebuild();
    forgetCatalogueCache();
    const afterRebuild = (await crawl(table)).flatMap((c) => c.urls);

    // Assess
    for (const urls of [afterDelete, afterRebuild]) {
      expect(urls).not.toContain(`${SITE}/plans/gone-2`);
      expect(urls).not.toContain(`${SITE}/fr/plans/gone-2`);
      expect(urls).toContain(`${SITE}/plans/keep-1`);
      expect(urls).toContain(`${SITE}/plans/keep-3`);
    }
  });

  it('answers a changed plan with its new date at once, though a part is rendered once per shard read', {
    timeout: 30_000,
  }, async () => {
    // Prepare
    const table = await stack.newTable();
    forgetCatalogueCache();
    const writes = planWrites(stack.db, table);
    const plan = samplePlan({ id: 'dated-1', updated_at: '2026-10-01T10:00:00.000Z' });
    await writes.create(plan);
    await catalogueSnapshot(stack.db, table).rebuild();
    const partOf = async () => {
      const crawled = await crawl(table);
      return crawled.find((c) => c.urls.includes(`${SITE}/plans/dated-1`))?.part as string;
    };
    const part = await partOf();
    const sitemap = sitemapRepository(stack.db, table);
    const first = await buildSitemapPart(sitemap, SITE, part);
    expect(first).toContain('<lastmod>2026-10-01</lastmod>');

    // Act
    await writes.update(plan, { title: 'Dated Villa, renamed' }, '2026-11-20T08:00:00.000Z');
    const changed = await buildSitemapPart(sitemap, SITE, part);

    // Assess
    expect(changed).toContain('<lastmod>2026-11-20</lastmod>');
    expect(changed).not.toContain('<lastmod>2026-10-01</lastmod>');
  });
});
