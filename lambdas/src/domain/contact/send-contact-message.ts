import {
  CONTACT_SUCCESS_TEXT,
  CONTACT_TOO_MANY_TEXT,
  type ContactMessageRequest,
  type ContactReceipt,
} from '@shop/shared/content/contact';
import { log } from '../../observability/log.ts';
import type {
  ContactMessage,
  ContactMessagesRepository,
  MailStatus,
} from '../../repositories/contact-messages-repository.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import type { Mailer } from '../ports/mailer.ts';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';
import { type ContactRequestDeps, openRequestFromContact } from '../requests/request-from-contact.ts';
import { type SiteSettingsSource, settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { contactMail } from './contact-mail.ts';

/** Five messages per visitor in ten minutes: more than a person needs, too few for a spam run. */
export const CONTACT_RATE_LIMIT: RateLimitRule = {
  action: 'contact',
  limit: 5,
  windowSeconds: 600,
  message: CONTACT_TOO_MANY_TEXT,
};

export interface ContactDependencies {
  messages: ContactMessagesRepository;
  rateLimits: RateLimitCounter;
  mailer: Mailer;
  /** The saved site settings, for the shop's name in the mail. */
  settings: SiteSettingsSource;
  /** The firm's inbox (CONTACT_EMAIL); without it messages are kept but not mailed. */
  inbox: string | undefined;
  now?: () => Date;
  /** The request desk: a custom-design or consultation message also opens a service request there. */
  desk?: ContactRequestDeps;
}

const RECEIPT: ContactReceipt = { message: CONTACT_SUCCESS_TEXT };

/**
 * Accepts a contact message: a honeypot hit is answered like a success and dropped; otherwise the
 * visitor's rate limit is counted, the message stored once per submission id, then mailed to the firm.
 * A failed mail leaves the stored message marked `failed` (staff still see it) and the visitor is told it
 * arrived, because it did.
 */
export async function sendContactMessage(
  deps: ContactDependencies,
  input: ContactMessageRequest,
  sourceIp: string,
): Promise<ContactReceipt> {
  if (input.website?.trim()) {
    log('info', 'contact honeypot filled: dropped');
    return RECEIPT;
  }
  const now = deps.now?.() ?? new Date();
  await enforceRateLimit(deps.rateLimits, CONTACT_RATE_LIMIT, sourceIp, now);

  const message: ContactMessage = {
    id: input.submissionId.toLowerCase(),
    name: input.name,
    email: input.email,
    phone: input.phone ?? '',
    subject: input.subject,
    plan_type: input.planType ?? null,
    message: input.message,
    created_at: now.toISOString(),
    mail_status: 'pending',
  };
  const created = await deps.messages.create(message);
  if (!created) {
    // The same submission again (a retry after a lost answer): already stored, already mailed.
    log('info', 'contact message repeated: not stored or mailed again', { id: message.id });
    return RECEIPT;
  }

  const status = await mailToFirm(deps, message);
  await deps.messages.setMailStatus(message.id, status).catch((error: unknown) => {
    log('error', 'contact mail status not saved', { id: message.id, status, error: String(error) });
  });
  if (deps.desk) await openRequestFromContact(deps.desk, message, input.language ?? 'en');
  return RECEIPT;
}

async function mailToFirm(deps: ContactDependencies, message: ContactMessage): Promise<MailStatus> {
  try {
    if (!deps.inbox) throw new Error('No contact inbox is configured (CONTACT_EMAIL)');
    const settings = await settingsOrDefaults(deps.settings, { id: message.id });
    await deps.mailer.send(contactMail(message, deps.inbox, settings.site_name));
    return 'sent';
  } catch (error) {
    log('error', 'contact mail failed; the message is stored', { id: message.id, error: String(error) });
    return 'failed';
  }
}
