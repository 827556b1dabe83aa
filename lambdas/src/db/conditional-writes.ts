import { DeleteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_KEYS } from './table-design.ts';

/** DynamoDB's answer when a write's ConditionExpression did not hold. */
export function isConditionalCheckFailure(error: unknown): boolean {
  return (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';
}

/**
 * Deletes the item at `key` only if it exists, in one conditional write; returns the item as it was, or
 * undefined when there was none (so a repeated delete is a clean "not found", never a blind write).
 */
export async function deleteIfExists(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
): Promise<Record<string, unknown> | undefined> {
  try {
    const { Attributes } = await db.send(
      new DeleteCommand({
        TableName: table,
        Key: key,
        ConditionExpression: 'attribute_exists(#pk)',
        ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}
