import { CONTACT_PLAN_TYPES, type ContactPlanType } from '@shop/shared/content/contact';
import * as z from 'zod/mini';
import { staffListed } from '../db/creation-order.ts';
import { entity } from '../db/entity.ts';
import { contactKeys } from '../db/table-design.ts';

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

const storedMessage = (): z.ZodMiniType<ContactMessage> =>
  z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    subject: z.string(),
    plan_type: z.nullable(z.enum(CONTACT_PLAN_TYPES)),
    message: z.string(),
    created_at: z.string(),
    mail_status: z.enum(['pending', 'sent', 'failed']),
  });

/**
 * How a contact message is stored: under the client's submission id (so a retried submission hits the same item),
 * on the staff list (gsi1) by arrival time, which never changes.
 */
export const contactMessageEntity = entity<ContactMessage, Pick<ContactMessage, 'id'>>({
  name: 'contact-message',
  what: 'contact message',
  ...staffListed<ContactMessage, 'id'>(contactKeys, 'id'),
  schema: storedMessage,
});
