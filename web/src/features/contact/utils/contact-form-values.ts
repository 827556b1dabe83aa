import {
  CONTACT_FAILURE_TEXT,
  type ContactMessageInput,
  ContactMessageRequest,
  type ContactPlanType,
} from '@shop/shared/content/contact';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { refusalText } from '../../../lib/refusal-text.ts';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  planType: ContactPlanType | '';
  message: string;
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: string;
}

export type ContactField = Exclude<keyof ContactFormValues, 'website'>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  planType: '',
  message: '',
  website: '',
};

const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'subject', 'planType', 'message'];

/** The request body: optional fields left out when empty, plus the submission's idempotency key. */
export function toContactRequest(values: ContactFormValues, submissionId: string): ContactMessageInput {
  return {
    name: values.name,
    email: values.email,
    subject: values.subject,
    message: values.message,
    submissionId,
    ...(values.phone.trim() ? { phone: values.phone } : {}),
    ...(values.planType ? { planType: values.planType } : {}),
    ...(values.website ? { website: values.website } : {}),
    // These two open a request on the desk, answered in the page's language (decision 0061).
    ...(values.planType === 'custom' || values.planType === 'consultation' ? { language: currentLanguage() } : {}),
  };
}

/** Field problems by the same rules the API applies, so the form and the server never disagree. */
export function validateContactForm(values: ContactFormValues, submissionId: string): ContactFieldErrors {
  const result = ContactMessageRequest.safeParse(toContactRequest(values, submissionId));
  if (result.success) return {};
  return fieldErrorsFrom(
    Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message] as const).reverse()),
  );
}

/**
 * Keeps only the fields a person can correct (a 400 may also name submissionId, which they cannot), in the page's
 * language: the schema's messages are listed in i18n/shared-texts.ts.
 */
export function fieldErrorsFrom(fields: Record<string, string> | undefined): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const field of FIELDS) {
    const message = fields?.[field];
    // i18next-instrument-ignore-next-line
    if (message) errors[field] = t(message);
  }
  return errors;
}

/** What to say when sending failed: the server's words for a refusal it explains (429), the form's own failure text otherwise. */
export function contactErrorText(error: unknown): string {
  const status = (error as { status?: number } | undefined)?.status;
  const message = (error as { message?: string } | undefined)?.message;
  if (status === 429 && message) return refusalText(message);
  // i18next-instrument-ignore-next-line
  return t(CONTACT_FAILURE_TEXT);
}

/** A fresh idempotency key per submission; randomUUID needs a secure context, so fall back to random bytes. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
