import type { UnsubscribeStatus } from '@shop/shared/content/newsletter';
import type { NewsletterRepository } from '../../repositories/newsletter-repository.ts';
import { emailFromToken } from './unsubscribe-token.ts';

/** Unsubscribes the address the token names when the token matches the stored one; repeating it is harmless. */
export async function unsubscribeFromNewsletter(
  subscribers: NewsletterRepository,
  token: string,
  now: Date = new Date(),
): Promise<UnsubscribeStatus> {
  const email = emailFromToken(token);
  if (!email) return 'invalid';
  return (await subscribers.unsubscribe(email, token, now.toISOString())) ? 'done' : 'invalid';
}
