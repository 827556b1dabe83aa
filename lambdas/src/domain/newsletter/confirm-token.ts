import { createHash, randomBytes } from 'node:crypto';

/**
 * A confirmation link's secret: the address (so the link needs no index to find its row) and 24 random bytes, the
 * same shape as the unsubscribe token (emailFromToken reads both). Only its SHA-256 is stored, beside the expiry, so
 * a leaked table copy confirms nobody.
 */
export function newConfirmToken(email: string): { token: string; hash: string } {
  const token = `${Buffer.from(email, 'utf8').toString('base64url')}.${randomBytes(24).toString('base64url')}`;
  return { token, hash: confirmTokenHash(token) };
}

export function confirmTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
}
