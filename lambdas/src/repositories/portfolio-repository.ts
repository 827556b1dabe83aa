import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { readPartition } from '../db/paged-query.ts';
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
      const items = await readPartition(
        db,
        table,
        {
          index: portfolioKeys.listIndex,
          partition: portfolioKeys.listPartition,
          descending: true,
          pageSize: limit,
        },
        limit,
      );
      return items.map(portfolioEntity.fromItem);
    },
  };
}

export type PortfolioRepository = ReturnType<typeof portfolioRepository>;
