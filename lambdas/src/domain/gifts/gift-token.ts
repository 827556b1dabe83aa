import { createHash, randomBytes } from 'node:crypto';

/** The claim token's hash as stored: SHA-256, so a read of the table never yields a working link. */
export function hashGiftToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh claim token (256 random bits, URL-safe) and the hash kept of it. */
export function newGiftToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashGiftToken(token) };
}
