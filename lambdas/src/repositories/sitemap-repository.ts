import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readPartition } from '../db/paged-query.ts';
import type { PartitionRead } from '../db/partition-query.ts';
import { PLAN_SORT_INDEX, planKeys, portfolioKeys } from '../db/table-design.ts';

export interface SitemapEntry {
  id: string;
  updatedAt: string | undefined;
}

/** Every item of one partition, projecting only the id and the last change. */
async function idsAndDates(db: DynamoDBDocumentClient, table: string, read: PartitionRead): Promise<SitemapEntry[]> {
  const items = await readPartition(db, table, { ...read, attributes: ['id', 'updated_at'] });
  return items.flatMap((item) =>
    typeof item.id === 'string'
      ? [{ id: item.id, updatedAt: typeof item.updated_at === 'string' ? item.updated_at : undefined }]
      : [],
  );
}

/** What the sitemap lists from the table: active plans and portfolio projects (Query only, no Scan). */
export function sitemapRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    activePlans(): Promise<SitemapEntry[]> {
      return idsAndDates(db, table, {
        index: PLAN_SORT_INDEX.featured.index,
        partition: planKeys.statusPartition('active'),
      });
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
