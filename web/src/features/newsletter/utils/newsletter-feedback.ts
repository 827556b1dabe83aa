import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '@shop/shared/content/email-address';
import { NEWSLETTER_FAILURE_TEXT } from '@shop/shared/content/newsletter';
import { msg } from '../../../i18n/msg.ts';

/** What is wrong with the typed address before anything is sent, or undefined when it may be sent. */
export function newsletterEmailProblem(email: string): string | undefined {
  if (!email.trim()) return msg('Please enter your email address.');
  return isEmailAddress(email) ? undefined : EMAIL_INVALID_MESSAGE;
}

/** The text to show for a failed sign-up: the server's own words for a refusal (400, 429), a general one otherwise. */
export function newsletterErrorText(error: unknown): string {
  const status = (error as { status?: number } | undefined)?.status;
  const message = (error as { message?: string } | undefined)?.message;
  if (status && status < 500 && message) return message;
  return NEWSLETTER_FAILURE_TEXT;
}
