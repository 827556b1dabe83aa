import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A private link's token as stored: its SHA-256, so a read of the table never yields a working link. */
export function hashRequestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A fresh link token (256 random bits, URL-safe) and the hash kept of it. */
export function newRequestToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRequestToken(token) };
}

/** Whether the token is one of the stored hashes (compared in constant time). */
export function tokenMatches(token: string | undefined, hashes: readonly string[] | undefined): boolean {
  if (!token || !hashes?.length) return false;
  const presented = Buffer.from(hashRequestToken(token), 'hex');
  return hashes.some((hash) => {
    const stored = Buffer.from(hash, 'hex');
    return stored.length === presented.length && timingSafeEqual(stored, presented);
  });
}
