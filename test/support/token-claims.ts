/** A token's claims, read without verifying: the offline stack issued and verifies it; tests only read them. */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
