import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { readNewest } from '../db/paged-query.ts';
import { portfolioKeys } from '../db/table-design.ts';
import { portfolioEntity } from './portfolio-item.ts';

export function portfolioRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    async get(id: string): Promise<PortfolioItem | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table, Key: portfolioEntity.key({ id }) }));
      return Item ? portfolioEntity.fromItem(Item) : undefined;
    },

    /** Up to `limit` projects, newest first: one Query on the list partition. */
    async list(limit: number): Promise<PortfolioItem[]> {
      const list = { index: portfolioKeys.listIndex, partition: portfolioKeys.listPartition };
      const items = await readNewest(db, table, list, limit);
      return items.map(portfolioEntity.fromItem);
    },
  };
}

export type PortfolioRepository = ReturnType<typeof portfolioRepository>;
