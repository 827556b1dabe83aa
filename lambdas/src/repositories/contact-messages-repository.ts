import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { putIfAbsent, updateExisting } from '../db/conditional-writes.ts';
import { type ContactMessage, contactMessageEntity, type MailStatus } from './contact-message-item.ts';

export type { ContactMessage, MailStatus } from './contact-message-item.ts';

export function contactMessagesRepository(db: DynamoDBDocumentClient, table: string) {
  const key = (id: string) => contactMessageEntity.key({ id });
  return {
    /** Stores a new message; false when a message with this id is already stored (a retried submission). */
    create(message: ContactMessage): Promise<boolean> {
      return putIfAbsent(db, table, contactMessageEntity.toItem(message));
    },

    /** Records how mailing the message went; a message that is not stored is left so (nothing created). */
    async setMailStatus(id: string, status: MailStatus): Promise<void> {
      await updateExisting(db, table, key(id), contactMessageEntity.update({ mail_status: status }));
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
