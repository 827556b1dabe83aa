import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ContactPlanType } from '@shop/shared/content/contact';
import { isConditionalCheckFailure } from '../db/conditional-writes.ts';
import { contactKeys, TABLE_KEYS } from '../db/table-design.ts';

export type MailStatus = 'pending' | 'sent' | 'failed';

/** A message from the contact form as it is kept for the firm. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  plan_type: ContactPlanType | null;
  message: string;
  created_at: string;
  mail_status: MailStatus;
}

export function contactMessagesRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (id: string) => ({ [TABLE_KEYS.partition]: contactKeys.pk(id), [TABLE_KEYS.sort]: contactKeys.sk });
  return {
    /** Stores a new message; false when a message with this id is already stored (a retried submission). */
    async create(message: ContactMessage): Promise<boolean> {
      try {
        await db.send(
          new PutCommand({
            TableName: table,
            Item: {
              ...key(message.id),
              gsi1pk: contactKeys.listPartition,
              gsi1sk: contactKeys.listSort(message.created_at, message.id),
              entity: 'contact-message',
              ...message,
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

    async setMailStatus(id: string, status: MailStatus): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table,
          Key: key(id),
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: 'attribute_exists(#pk)',
          ExpressionAttributeNames: { '#status': 'mail_status', '#pk': TABLE_KEYS.partition },
          ExpressionAttributeValues: { ':status': status },
        }),
      );
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
