import { DEFAULT_LANGUAGE, type ShopLanguage } from '@shop/shared/i18n/languages';
import type { NewsletterRepository } from '../../repositories/newsletter-repository.ts';
import { emailFromToken } from './unsubscribe-token.ts';

/**
 * The language of the page a mail's link lands on: the subscriber's, read and nothing else. The link itself changes
 * nothing (mail scanners open every link with a GET); the page's button does, with a POST.
 */
export async function landingLanguage(
  subscribers: Pick<NewsletterRepository, 'get'>,
  token: string,
): Promise<ShopLanguage> {
  const email = emailFromToken(token);
  if (!email) return DEFAULT_LANGUAGE;
  return (await subscribers.get(email))?.language ?? DEFAULT_LANGUAGE;
}
