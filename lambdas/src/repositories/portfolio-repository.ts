import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { GSIS, portfolioKeys, TABLE_KEYS } from '../db/table-design.ts';
import { fromPortfolioRecord } from './portfolio-item.ts';

const LIST_INDEX = GSIS[0];

export function portfolioRepository(db: DynamoDBDocumentClient, table: string) {
  return {
    async get(id: string): Promise<PortfolioItem | undefined> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table,
          Key: { [TABLE_KEYS.partition]: portfolioKeys.pk(id), [TABLE_KEYS.sort]: portfolioKeys.sk },
        }),
      );
      return Item ? fromPortfolioRecord(Item) : undefined;
    },

    /** Up to `limit` projects, newest first: one Query on the list partition. */
    async list(limit: number): Promise<PortfolioItem[]> {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table,
          IndexName: LIST_INDEX.name,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': LIST_INDEX.partition },
          ExpressionAttributeValues: { ':pk': portfolioKeys.listPartition },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return (Items ?? []).map(fromPortfolioRecord);
    },
  };
}

export type PortfolioRepository = ReturnType<typeof portfolioRepository>;
