import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_SUBSCRIBED_TEXT,
  NEWSLETTER_TOO_MANY_TEXT,
  type NewsletterReceipt,
} from '@shop/shared/content/newsletter';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/shared/i18n/languages';
import { log } from '../../observability/log.ts';
import type { NewsletterRepository, NewsletterSubscriber } from '../../repositories/newsletter-repository.ts';
import type { RateLimitCounter } from '../../repositories/rate-limit-repository.ts';
import type { Mailer } from '../ports/mailer.ts';
import { enforceRateLimit, type RateLimitRule } from '../rate-limits/enforce-rate-limit.ts';
import { confirmUrl, newConfirmToken } from './confirm-token.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { newUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * Per address (an IPv6 /64) and per address signed up: one person may try a few times, and nobody can make the shop
 * mail one inbox over and over (the signed-up address is the "account" here).
 */
export const NEWSLETTER_RATE_LIMIT: RateLimitRule = {
  action: 'newsletter',
  limit: 5,
  accountLimit: 3,
  windowSeconds: 600,
  message: NEWSLETTER_TOO_MANY_TEXT,
};

export interface NewsletterDependencies {
  subscribers: NewsletterRepository;
  rateLimits: RateLimitCounter;
  mailer: Mailer;
  /** The shop's public address, for the links in mail. */
  siteUrl: string;
  now?: () => Date;
}

export interface NewsletterSignup {
  email: string;
  language?: ShopLanguage;
  /** The page the form was on. */
  page?: string;
}

const RECEIPT: NewsletterReceipt = { message: NEWSLETTER_SUBSCRIBED_TEXT };

/**
 * Double opt-in: a sign-up stores the address as pending, with when, from where and in which language it was given,
 * and sends only the confirmation mail; the welcome and every later mail wait for the link (confirm.ts). A pending or
 * unsubscribed address that signs up again gets a new link; one already subscribed changes nothing and gets no mail.
 * Every case answers the same, so the form does not reveal who is subscribed. An unconfirmed row expires with its
 * link (the table's TTL).
 */
export async function subscribeToNewsletter(
  deps: NewsletterDependencies,
  signup: NewsletterSignup,
  sourceIp: string,
): Promise<NewsletterReceipt> {
  const { email, page } = signup;
  const language = signup.language ?? DEFAULT_LANGUAGE;
  const now = deps.now?.() ?? new Date();
  await enforceRateLimit(deps.rateLimits, NEWSLETTER_RATE_LIMIT, { address: sourceIp, account: email }, now);

  const at = now.toISOString();
  const expires = new Date(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3600_000);
  const confirm = newConfirmToken(email);
  const pending: NewsletterSubscriber = {
    email,
    status: 'pending',
    unsubscribe_token: newUnsubscribeToken(email),
    language,
    created_at: at,
    updated_at: at,
    consent: { given_at: at, address: sourceIp, language, ...(page ? { page } : {}) },
    confirm_token_hash: confirm.hash,
    confirm_expires_at: expires.toISOString(),
  };
  if (!(await deps.subscribers.requestConfirmation(pending, Math.ceil(expires.getTime() / 1000)))) return RECEIPT;

  try {
    await deps.mailer.send(confirmationMail(email, confirmUrl(deps.siteUrl, confirm.token), language));
  } catch (error) {
    // The sign-up waits; signing up again sends a new link. It is logged for the operator.
    log('error', 'newsletter confirmation mail failed', { error: String(error) });
  }
  return RECEIPT;
}
