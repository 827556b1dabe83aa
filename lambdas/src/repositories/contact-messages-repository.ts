import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContactPlanType } from '@shop/shared/content/contact';
import { putIfAbsent, updateIfExists } from '../db/conditional-writes.ts';
import { contactKeys } from '../db/table-design.ts';
import { indexKey, tableKey } from '../db/table-keys.ts';

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
  const key = (id: string) => tableKey(contactKeys.pk(id), contactKeys.sk);
  return {
    /** Stores a new message; false when a message with this id is already stored (a retried submission). */
    create(message: ContactMessage): Promise<boolean> {
      return putIfAbsent(db, table, {
        ...key(message.id),
        ...indexKey(
          contactKeys.listIndex,
          contactKeys.listPartition,
          contactKeys.listSort(message.created_at, message.id),
        ),
        entity: 'contact-message',
        ...message,
      });
    },

    /** Records how mailing the message went; a message that is not stored is left so (nothing created). */
    async setMailStatus(id: string, status: MailStatus): Promise<void> {
      await updateIfExists(db, table, key(id), { mail_status: status });
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
