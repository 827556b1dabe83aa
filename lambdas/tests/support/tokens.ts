import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { vi } from 'vitest';

export const TEST_ISSUER = 'http://127.0.0.1:9999/local_testpool';
export const TEST_CLIENT_ID = 'test-client';

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function keyPair(kid: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    kid,
    privateKey,
    jwk: { ...(publicKey.export({ format: 'jwk' }) as object), kid, alg: 'RS256', use: 'sig' },
  };
}

/** A signing key the stubbed JWKS endpoint publishes, and one it does not (for forged tokens). */
const trusted = keyPair('trusted-key');
const untrusted = keyPair('trusted-key');

function sign(payload: Record<string, unknown>, privateKey: KeyObject, kid: string): string {
  const head = base64url({ alg: 'RS256', typ: 'JWT', kid });
  const body = base64url(payload);
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey).toString('base64url');
  return `${head}.${body}.${signature}`;
}

interface TokenOptions {
  sub?: string;
  groups?: string[];
  expiresInSeconds?: number;
  forged?: boolean;
  clientId?: string;
  /** Cognito's `token_use`: 'id' (the default), 'access' (the client in `client_id`, not `aud`), or anything else. */
  tokenUse?: string;
  /** Claims to set (or, with `undefined`, leave out) over Cognito's: a token without `exp`, an `iat` ahead. */
  claims?: Record<string, unknown>;
}

/** An ID token as Cognito issues it, signed by the trusted key unless `forged`. */
export function idToken({
  sub = 'user-1',
  groups,
  expiresInSeconds = 3600,
  forged = false,
  clientId,
  tokenUse = 'id',
  claims = {},
}: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  const payload: Record<string, unknown> = {
    sub,
    email: `${sub}@example.com`,
    iss: TEST_ISSUER,
    ...(tokenUse === 'access' ? { client_id: clientId ?? TEST_CLIENT_ID } : { aud: clientId ?? TEST_CLIENT_ID }),
    token_use: tokenUse,
    iat: now - 10,
    exp: now + expiresInSeconds,
    ...(groups ? { 'cognito:groups': groups } : {}),
    ...claims,
  };
  const key = forged ? untrusted : trusted;
  return sign(payload, key.privateKey, key.kid);
}

/** Points the Lambda's verifier at the test issuer and serves its JWKS through a stubbed fetch. */
export function useTestIssuer(): void {
  vi.stubEnv('JWT_ISSUER', TEST_ISSUER);
  vi.stubEnv('JWT_AUDIENCE', TEST_CLIENT_ID);
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === `${TEST_ISSUER}/.well-known/jwks.json`) return new Response(JSON.stringify({ keys: [trusted.jwk] }));
    return new Response('not found', { status: 404 });
  });
}
