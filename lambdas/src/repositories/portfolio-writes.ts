import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PortfolioUpdate } from '@shop/shared/admin/portfolio-write';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { deleteIfExists, putIfAbsent, updateIfExists } from '../db/conditional-writes.ts';
import { portfolioKeys } from '../db/table-design.ts';
import { tableKey } from '../db/table-keys.ts';
import { fromPortfolioRecord, toPortfolioRecord } from './portfolio-item.ts';

const key = (id: string) => tableKey(portfolioKeys.pk(id), portfolioKeys.sk);

/** Staff writes to the portfolio; the list index key depends only on id and creation time, which never change. */
export function portfolioWrites(db: DynamoDBDocumentClient, table: string) {
  return {
    /** Stores a new project under its fresh id; a taken id (never expected) is an error, nothing written. */
    async create(item: PortfolioItem): Promise<void> {
      if (!(await putIfAbsent(db, table, toPortfolioRecord(item)))) throw new Error(`Project ${item.id} exists`);
    },

    /** Sets the fields sent; undefined when there is no such project (nothing written). */
    async update(id: string, changes: PortfolioUpdate, updatedAt: string): Promise<PortfolioItem | undefined> {
      const updated = await updateIfExists(db, table, key(id), { ...changes, updated_at: updatedAt });
      return updated && fromPortfolioRecord(updated);
    },

    /** Removes a project; the project as it was, or undefined when there was none. */
    async remove(id: string): Promise<PortfolioItem | undefined> {
      const removed = await deleteIfExists(db, table, key(id));
      return removed ? fromPortfolioRecord(removed) : undefined;
    },
  };
}

export type PortfolioWrites = ReturnType<typeof portfolioWrites>;
