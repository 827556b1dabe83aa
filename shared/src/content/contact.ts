import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../i18n/languages.ts';
import { lazySchema } from '../lazy-schema.ts';
import { requiredText } from '../required-text.ts';
import { rejectUnknownFields } from '../validation.ts';
import { emailAddress } from './email-address.ts';

/** Plan types a visitor can say the message is about . */
export const CONTACT_PLAN_TYPES = ['villa', 'bungalow', 'townhouse', 'custom', 'consultation', 'other'] as const;
export type ContactPlanType = (typeof CONTACT_PLAN_TYPES)[number];

export const CONTACT_PLAN_TYPE_LABELS: Record<ContactPlanType, string> = {
  villa: 'Villa',
  bungalow: 'Bungalow',
  townhouse: 'Townhouse',
  custom: 'Custom design',
  consultation: 'Consultation',
  other: 'Other',
};

/** Field limits; the form shows them as maxLength and the Lambda enforces them. */
export const CONTACT_LIMITS = { name: 100, subject: 150, message: 5000, phone: 20 } as const;

/** What a person sees after a message is accepted . */
export const CONTACT_SUCCESS_TITLE = 'Message Sent!';
export const CONTACT_SUCCESS_TEXT = "Thank you for contacting us. We'll get back to you soon.";
export const CONTACT_FAILURE_TEXT = 'Error: Failed to send message. Please try again or contact us directly.';
export const CONTACT_TOO_MANY_TEXT = 'Too many messages from your connection.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** POST /api/contact. `website` is a honeypot: people never see it, so a value means a bot filled the form. */
export const ContactMessageRequest = lazySchema(() =>
  z.strictObject(
    {
      name: requiredText('Full Name', CONTACT_LIMITS.name),
      email: emailAddress(),
      phone: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(CONTACT_LIMITS.phone, { error: `Phone must be at most ${CONTACT_LIMITS.phone} characters` }),
            z.regex(/^(\+?[0-9 ()-]{6,20})?$/, { error: 'Phone must be a phone number, e.g. +233 24 000 0000' }),
          ),
      ),
      subject: requiredText('Subject', CONTACT_LIMITS.subject),
      planType: z.optional(
        z.enum(CONTACT_PLAN_TYPES, { error: `Plan type must be one of: ${CONTACT_PLAN_TYPES.join(', ')}` }),
      ),
      message: requiredText('Message', CONTACT_LIMITS.message),
      /** One per form submission, kept across retries, so a message is stored and mailed once. */
      submissionId: z
        .string({ error: 'submissionId is required' })
        .check(z.regex(UUID, { error: 'submissionId must be a UUID' })),
      website: z.optional(z.string().check(z.maxLength(2000))),
      /** The page's language: a custom-design or consultation message opens a request answered in it. */
      language: z.optional(z.enum(SHOP_LANGUAGES)),
    },
    rejectUnknownFields,
  ),
);
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;
export type ContactMessageInput = z.input<typeof ContactMessageRequest>;

/** The answer to an accepted message (also to a honeypot hit and a repeated submission: they look the same). */
export const ContactReceipt = lazySchema(() => z.object({ message: z.string() }));
export type ContactReceipt = z.infer<typeof ContactReceipt>;
