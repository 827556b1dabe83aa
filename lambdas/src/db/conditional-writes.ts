import {
  DeleteCommand,
  type DeleteCommandInput,
  type DynamoDBDocumentClient,
  PutCommand,
  type PutCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { StoredItem } from './paged-query.ts';
import { type ItemUpdate, updateExpression } from './set-expression.ts';
import { TABLE_KEYS } from './table-design.ts';

/** DynamoDB's answer when a write's ConditionExpression did not hold. */
export function isConditionalCheckFailure(error: unknown): boolean {
  return (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';
}

/** The item exists (its partition key is set): the condition of every "only if it is there" write. */
export const EXISTS: UpdateCondition = {
  ConditionExpression: 'attribute_exists(#pk)',
  ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
};

/** Runs a conditional write: its answer, or undefined when its condition did not hold (any other failure is thrown). */
async function whenHolds<T>(write: Promise<T>): Promise<{ answer: T } | undefined> {
  try {
    return { answer: await write };
  } catch (error) {
    if (isConditionalCheckFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Stores `item` only when no item has its key yet, in one conditional put; false when one had (a retried
 * request, a taken id), and then nothing is written.
 */
export async function putIfAbsent(db: DynamoDBDocumentClient, table: string, item: object): Promise<boolean> {
  const put = new PutCommand({
    TableName: table,
    Item: { ...item },
    ConditionExpression: 'attribute_not_exists(#pk)',
    ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
  });
  return (await whenHolds(db.send(put))) !== undefined;
}

/** A PutItem's condition: the expression and the names and values it uses. */
export type PutCondition = Pick<PutCommandInput, 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> & {
  ConditionExpression: string;
};

/** Stores `item` only while `condition` holds; false when it did not, and then nothing is written. */
export async function putWhen(
  db: DynamoDBDocumentClient,
  table: string,
  item: object,
  condition: PutCondition,
): Promise<boolean> {
  return (
    (await whenHolds(db.send(new PutCommand({ ...condition, TableName: table, Item: { ...item } })))) !== undefined
  );
}

/** An UpdateItem with its condition; the table name and key are given apart. */
export type ConditionalUpdate = Omit<UpdateCommandInput, 'TableName' | 'Key' | 'ReturnValues'> & {
  ConditionExpression: string;
};

/**
 * What an update answers with: the whole item after it (the default), or only the attributes it wrote, as they were
 * (`UPDATED_OLD`: an entry replaced in a large item) or as they are (`UPDATED_NEW`: a counter's new value).
 */
export type UpdateAnswer = 'ALL_NEW' | 'UPDATED_OLD' | 'UPDATED_NEW';

/**
 * One UpdateItem that holds only while its condition does; returns the item as it is after the write (ALL_NEW,
 * or what `answer` asks for), or undefined when the condition did not hold and nothing was written.
 */
export async function updateWhen(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  update: ConditionalUpdate,
  answer: UpdateAnswer = 'ALL_NEW',
): Promise<StoredItem | undefined> {
  const written = await whenHolds(
    db.send(new UpdateCommand({ ...update, TableName: table, Key: key, ReturnValues: answer })),
  );
  return written && (written.answer?.Attributes ?? {});
}

/** An update's condition, with the names and values it uses (none of them `#a{n}`, `:v{n}`, `:e{n}` or `:z{n}`). */
export type UpdateCondition = Pick<UpdateCommandInput, 'ExpressionAttributeNames' | 'ExpressionAttributeValues'> & {
  ConditionExpression: string;
};

/**
 * Applies `update` (attributes set, removed, added to, by name) to an existing item, or only while `condition`
 * holds; returns the item as it is after the write (or what `answer` asks for), or undefined when the condition did
 * not hold (nothing written).
 */
export function updateExisting(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  update: ItemUpdate,
  condition: UpdateCondition = EXISTS,
  answer?: UpdateAnswer,
): Promise<StoredItem | undefined> {
  const expression = updateExpression(update);
  const values = { ...expression.ExpressionAttributeValues, ...condition.ExpressionAttributeValues };
  return updateWhen(
    db,
    table,
    key,
    {
      UpdateExpression: expression.UpdateExpression,
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: { ...expression.ExpressionAttributeNames, ...condition.ExpressionAttributeNames },
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
    answer,
  );
}

/**
 * Applies `update` whatever the item holds, creating the item from it where there is none: counters, whose ADD
 * starts from zero. Answers with the attributes `answer` asks for (a counter's new value), or none.
 */
export async function updateAlways(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  update: ItemUpdate,
  answer?: 'UPDATED_NEW' | 'ALL_NEW',
): Promise<StoredItem> {
  const written = await db.send(
    new UpdateCommand({
      TableName: table,
      Key: key,
      ...updateExpression(update),
      ...(answer && { ReturnValues: answer }),
    }),
  );
  return written?.Attributes ?? {};
}

/**
 * Sets the given attributes of an existing item (and leaves the others alone); returns the item as it is after
 * the write, or undefined when there was no item (nothing is created).
 */
export function updateIfExists(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  values: Record<string, unknown>,
): Promise<StoredItem | undefined> {
  return updateExisting(db, table, key, { set: values });
}

/** updateExisting as a yes or no: whether the condition held and the update was written. */
export async function updatedIf(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  update: ItemUpdate,
  condition: UpdateCondition = EXISTS,
): Promise<boolean> {
  return (await updateExisting(db, table, key, update, condition)) !== undefined;
}

/** A DeleteItem's condition, with the names and values it uses. */
export type DeleteCondition = Pick<
  DeleteCommandInput,
  'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
> & { ConditionExpression: string };

/** Deletes the item at `key` only while the condition holds; returns the item as it was, or undefined (nothing deleted). */
export async function deleteWhen(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
  condition: DeleteCondition,
): Promise<StoredItem | undefined> {
  const del = new DeleteCommand({ TableName: table, Key: key, ...condition, ReturnValues: 'ALL_OLD' });
  return (await whenHolds(db.send(del)))?.answer?.Attributes;
}

/**
 * Deletes the item at `key` only if it exists, in one conditional write; returns the item as it was, or
 * undefined when there was none (so a repeated delete is a clean "not found", never a blind write).
 */
export async function deleteIfExists(
  db: DynamoDBDocumentClient,
  table: string,
  key: Record<string, string>,
): Promise<StoredItem | undefined> {
  return deleteWhen(db, table, key, EXISTS);
}
