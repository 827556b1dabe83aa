import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { newsletterKeys, TABLE_KEYS } from '../db/table-design.ts';

export interface NewsletterSubscriber {
  email: string;
  status: 'subscribed' | 'unsubscribed';
  /** Secret part of the unsubscribe link; whoever holds the link may unsubscribe this address. */
  unsubscribe_token: string;
  created_at: string;
  updated_at: string;
}

export function newsletterRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (email: string) => ({
    [TABLE_KEYS.partition]: newsletterKeys.pk(email),
    [TABLE_KEYS.sort]: newsletterKeys.sk,
  });
  return {
    /** Stores a first sign-up; false when the address is already stored (subscribed or not). */
    async add(subscriber: NewsletterSubscriber): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...key(subscriber.email),
              gsi1pk: newsletterKeys.listPartition,
              gsi1sk: newsletterKeys.listSort(subscriber.created_at, subscriber.email),
              entity: 'newsletter-subscriber',
              ...subscriber,
            },
            ConditionExpression: 'attribute_not_exists(#pk)',
            ExpressionAttributeNames: { '#pk': TABLE_KEYS.partition },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },

    /** Subscribes an address that had unsubscribed; undefined when it is not stored or already subscribed. */
    async resubscribe(email: string, now: string): Promise<NewsletterSubscriber | undefined> {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: table,
            Key: key(email),
            UpdateExpression: 'SET #status = :subscribed, #updated = :now',
            ConditionExpression: '#status = :unsubscribed',
            ExpressionAttributeNames: { '#status': 'status', '#updated': 'updated_at' },
            ExpressionAttributeValues: { ':subscribed': 'subscribed', ':unsubscribed': 'unsubscribed', ':now': now },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return Attributes as NewsletterSubscriber | undefined;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return undefined;
        throw error;
      }
    },

    /** Unsubscribes the address if the token is the one stored for it; false otherwise. Repeating it is harmless. */
    async unsubscribe(email: string, token: string, now: string): Promise<boolean> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table,
            Key: key(email),
            UpdateExpression: 'SET #status = :unsubscribed, #updated = :now',
            ConditionExpression: 'attribute_exists(#pk) AND #token = :token',
            ExpressionAttributeNames: {
              '#status': 'status',
              '#updated': 'updated_at',
              '#pk': TABLE_KEYS.partition,
              '#token': 'unsubscribe_token',
            },
            ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':now': now, ':token': token },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },
  };
}

export type NewsletterRepository = ReturnType<typeof newsletterRepository>;
