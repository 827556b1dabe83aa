import {
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
import { newUnsubscribeToken, unsubscribeUrl } from './unsubscribe-token.ts';
import { welcomeMail } from './welcome-mail.ts';

export const NEWSLETTER_RATE_LIMIT: RateLimitRule = {
  action: 'newsletter',
  limit: 5,
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

const RECEIPT: NewsletterReceipt = { message: NEWSLETTER_SUBSCRIBED_TEXT };

/**
 * Signs an address up once, however often it is sent: a first sign-up is stored and welcomed; an address
 * that had unsubscribed is subscribed again and welcomed again; one already subscribed changes nothing and
 * gets no second mail. Every case answers the same, so the form does not reveal who is subscribed.
 * The subscriber keeps the language of the page they signed up on, and their mails follow it.
 */
export async function subscribeToNewsletter(
  deps: NewsletterDependencies,
  email: string,
  sourceIp: string,
  language: ShopLanguage = DEFAULT_LANGUAGE,
): Promise<NewsletterReceipt> {
  const now = (deps.now?.() ?? new Date()).toISOString();
  await enforceRateLimit(deps.rateLimits, NEWSLETTER_RATE_LIMIT, sourceIp, new Date(now));

  const fresh: NewsletterSubscriber = {
    email,
    status: 'subscribed',
    unsubscribe_token: newUnsubscribeToken(email),
    language,
    created_at: now,
    updated_at: now,
  };
  const subscriber = (await deps.subscribers.add(fresh))
    ? fresh
    : await deps.subscribers.resubscribe(email, language, now);
  if (!subscriber) return RECEIPT;

  try {
    const link = unsubscribeUrl(deps.siteUrl, subscriber.unsubscribe_token);
    await deps.mailer.send(welcomeMail(email, deps.siteUrl, link, subscriber.language));
  } catch (error) {
    // The sign-up stands; only the welcome is lost. It is logged for the operator.
    log('error', 'newsletter welcome mail failed', { error: String(error) });
  }
  return RECEIPT;
}
