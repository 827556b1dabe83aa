import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { PortfolioUpdate } from '@shop/shared/admin/portfolio-write';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { deleteIfExists, putIfAbsent, updateExisting } from '../db/conditional-writes.ts';
import { portfolioEntity } from './portfolio-item.ts';

const key = (id: string) => portfolioEntity.key({ id });

/** Staff writes to the portfolio, each keeping the project's derived keys (portfolio-item.ts) in step. */
export function portfolioWrites(db: DynamoDBDocumentClient, table: string) {
  return {
    /** Stores a new project under its fresh id; a taken id (never expected) is an error, nothing written. */
    async create(item: PortfolioItem): Promise<void> {
      if (!(await putIfAbsent(db, table, portfolioEntity.toItem(item)))) throw new Error(`Project ${item.id} exists`);
    },

    /** Sets the fields sent; undefined when there is no such project (nothing written). */
    async update(id: string, changes: PortfolioUpdate, updatedAt: string): Promise<PortfolioItem | undefined> {
      const updated = await updateExisting(
        db,
        table,
        key(id),
        portfolioEntity.update({ ...changes, updated_at: updatedAt }),
      );
      return updated && portfolioEntity.fromItem(updated);
    },

    /** Removes a project; the project as it was, or undefined when there was none. */
    async remove(id: string): Promise<PortfolioItem | undefined> {
      const removed = await deleteIfExists(db, table, key(id));
      return removed ? portfolioEntity.fromItem(removed) : undefined;
    },
  };
}

export type PortfolioWrites = ReturnType<typeof portfolioWrites>;
