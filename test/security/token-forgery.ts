import { createPrivateKey, createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';

/**
 * Tokens an attacker could present, made from a genuine one so that only the property under test
 * differs: a signature by another key, a genuine signature over an expired token, a payload edited
 * after signing, no signature at all.
 */
type Claims = Record<string, unknown>;

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode(part: string | undefined): Claims {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8'));
}

function signRs256(header: Claims, payload: Claims, key: KeyObject): string {
  const signingInput = `${encode(header)}.${encode(payload)}`;
  return `${signingInput}.${createSign('RSA-SHA256').update(signingInput).sign(key).toString('base64url')}`;
}

/** cognito-local signs every token with the key it ships; having it lets a test sign as the issuer would. */
function emulatorSigningKey(): KeyObject {
  const require = createRequire(import.meta.url);
  const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
  return createPrivateKey(pem);
}

export function forgedTokens(genuine: string) {
  const [headerPart, payloadPart, signature] = genuine.split('.');
  const header = decode(headerPart);
  const payload = decode(payloadPart);
  const now = Math.floor(Date.now() / 1000);
  const { privateKey: attackerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    /** Same header (kid included) and claims, signed by a key the issuer never published. */
    otherKey: signRs256(header, { ...payload, 'cognito:groups': ['super_admin'] }, attackerKey),
    /** Control for `expired`: the same key over the unchanged claims, which must be accepted. */
    resigned: signRs256(header, payload, emulatorSigningKey()),
    /** Signed by the issuer's own key, but expired an hour ago. */
    expired: signRs256(
      header,
      { ...payload, iat: now - 7200, auth_time: now - 7200, exp: now - 3600 },
      emulatorSigningKey(),
    ),
    /** The genuine signature over a payload raised to super_admin afterwards. */
    tampered: `${headerPart}.${encode({ ...payload, 'cognito:groups': ['super_admin'] })}.${signature}`,
    /** Signed by the issuer's own key, with no expiry at all: it would work for ever. */
    noExpiry: signRs256(
      header,
      Object.fromEntries(Object.entries(payload).filter(([name]) => name !== 'exp')),
      emulatorSigningKey(),
    ),
    /** Signed by the issuer's own key, issued an hour ahead of now: it would count as newer than any revocation. */
    futureIat: signRs256(
      header,
      { ...payload, iat: now + 3600, auth_time: now + 3600, exp: now + 7200 },
      emulatorSigningKey(),
    ),
    /** "alg": "none" with the signature dropped. */
    unsigned: `${encode({ ...header, alg: 'none' })}.${encode(payload)}.`,
  };
}
