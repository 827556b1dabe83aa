import { randomBytes } from 'node:crypto';
import { isEmailAddress } from '@shop/shared/content/email-address';

/**
 * An unsubscribe token: the address (so the link needs no index to find its subscriber) and 24 random
 * bytes stored on the subscriber (so nobody can unsubscribe an address they only know).
 */
export function newUnsubscribeToken(email: string): string {
  return `${Buffer.from(email, 'utf8').toString('base64url')}.${randomBytes(24).toString('base64url')}`;
}

/** The address a token names, or undefined when the token is not one of ours. */
export function emailFromToken(token: string): string | undefined {
  const match = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match?.[1]) return undefined;
  const email = Buffer.from(match[1], 'base64url').toString('utf8');
  return isEmailAddress(email) && email === email.toLowerCase() ? email : undefined;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}
