import { type DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PortfolioUpdate } from '@shop/shared/admin/portfolio-write';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { deleteIfExists, isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { setExpression } from '../db/set-expression.ts';
import { portfolioKeys, TABLE_KEYS } from '../db/table-design.ts';
import { fromPortfolioRecord, toPortfolioRecord } from './portfolio-item.ts';

const key = (id: string) => ({ [TABLE_KEYS.partition]: portfolioKeys.pk(id), [TABLE_KEYS.sort]: portfolioKeys.sk });
const exists = {
  ConditionExpression: 'attribute_exists(#key)',
  ExpressionAttributeNames: { '#key': TABLE_KEYS.partition },
};

/** Staff writes to the portfolio; the list index key depends only on id and creation time, which never change. */
export function portfolioWrites(db: DynamoDBDocumentClient, table: string) {
  return {
    async create(item: PortfolioItem): Promise<void> {
      await db.send(
        new PutCommand({
          TableName: table,
          Item: toPortfolioRecord(item),
          ConditionExpression: 'attribute_not_exists(#key)',
          ExpressionAttributeNames: { '#key': TABLE_KEYS.partition },
        }),
      );
    },

    /** Sets the fields sent; undefined when there is no such project (nothing written). */
    async update(id: string, changes: PortfolioUpdate, updatedAt: string): Promise<PortfolioItem | undefined> {
      const set = setExpression({ ...changes, updated_at: updatedAt });
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: key(id),
            UpdateExpression: set.UpdateExpression,
            ConditionExpression: exists.ConditionExpression,
            ExpressionAttributeNames: { ...set.ExpressionAttributeNames, ...exists.ExpressionAttributeNames },
            ExpressionAttributeValues: set.ExpressionAttributeValues,
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes ? fromPortfolioRecord(Attributes) : undefined;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return undefined;
        throw error;
      }
    },

    /** Removes a project; the project as it was, or undefined when there was none. */
    async remove(id: string): Promise<PortfolioItem | undefined> {
      const removed = await deleteIfExists(db, table, key(id));
      return removed ? fromPortfolioRecord(removed) : undefined;
    },
  };
}

export type PortfolioWrites = ReturnType<typeof portfolioWrites>;
