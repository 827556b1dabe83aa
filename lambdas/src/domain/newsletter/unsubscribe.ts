import type { UnsubscribeStatus } from '@shop/shared/content/newsletter';
import { DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/shared/i18n/languages';
import type { NewsletterRepository } from '../../repositories/newsletter-repository.ts';
import { emailFromToken } from './unsubscribe-token.ts';

export interface UnsubscribeOutcome {
  status: UnsubscribeStatus;
  /** The subscriber's language, for the page the link lands on; English when the token was not good. */
  language: ShopLanguage;
}

/** Unsubscribes the address the token names when the token matches the stored one; repeating it is harmless. */
export async function unsubscribeFromNewsletter(
  subscribers: NewsletterRepository,
  token: string,
  now: Date = new Date(),
): Promise<UnsubscribeOutcome> {
  const invalid: UnsubscribeOutcome = { status: 'invalid', language: DEFAULT_LANGUAGE };
  const email = emailFromToken(token);
  if (!email) return invalid;
  const language = await subscribers.unsubscribe(email, token, now.toISOString());
  return language ? { status: 'done', language } : invalid;
}
