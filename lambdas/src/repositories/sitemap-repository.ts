import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { readPartition } from '../db/paged-query.ts';
import { parseItem } from '../db/parse-item.ts';
import type { PartitionRead } from '../db/partition-query.ts';
import { catalogueKeys, portfolioKeys } from '../db/table-design.ts';
import type { CatalogueEntry } from './catalogue/catalogue-entry.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';

export interface SitemapEntry {
  id: string;
  updatedAt: string | undefined;
}

/** A plan or project as the sitemap reads it; one never changed has no date. */
let sitemapItemSchema: z.ZodMiniType<{ id: string; updated_at?: string | undefined }> | undefined;
const sitemapItem = () => (sitemapItemSchema ??= z.object({ id: z.string(), updated_at: z.optional(z.string()) }));

/** Every item of one partition, projecting only the id and the last change. */
async function idsAndDates(db: DynamoDBDocumentClient, table: string, read: PartitionRead): Promise<SitemapEntry[]> {
  const items = await readPartition(db, table, { ...read, attributes: ['id', 'updated_at'] });
  return items.map((item) => {
    const entry = parseItem(sitemapItem(), item, 'sitemap entry');
    return { id: entry.id, updatedAt: entry.updated_at };
  });
}

/**
 * A shard's active plans as the sitemap lists them, kept per shard read: the snapshot hands back the same entries
 * while the shard is unchanged, so a warm function sorts them once, and the part built from them can be kept too.
 */
const listedByShard = new WeakMap<readonly CatalogueEntry[], readonly SitemapEntry[]>();

function listed(entries: readonly CatalogueEntry[]): readonly SitemapEntry[] {
  let plans = listedByShard.get(entries);
  if (!plans) {
    plans = entries
      .filter((entry) => entry.status === 'active')
      .map((entry) => ({ id: entry.id, updatedAt: entry.updatedAt || undefined }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    listedByShard.set(entries, plans);
  }
  return plans;
}

/** What the sitemap lists from the table: active plans and portfolio projects (Query only, no Scan). */
export function sitemapRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    /** How many parts the plans are listed in: one per catalogue snapshot shard. */
    planParts: catalogueKeys.shardCount,

    /**
     * The active plans of one part (a snapshot shard): the head and at most that one shard item are read, so a
     * crawler's visit to a part costs the same whatever the catalogue's size.
     */
    async activePlans(part: number): Promise<readonly SitemapEntry[]> {
      return listed(await catalogueSnapshot(db, table).shardEntries(part));
    },

    portfolioProjects(): Promise<SitemapEntry[]> {
      return idsAndDates(db, table, {
        index: portfolioKeys.listIndex,
        partition: portfolioKeys.listPartition,
        descending: true,
      });
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
