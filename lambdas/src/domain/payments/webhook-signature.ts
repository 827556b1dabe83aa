import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack's signature: HMAC SHA512 of the raw body with the secret key, hex. */
export function webhookSignature(rawBody: string | Buffer, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Timing-safe comparison of the header with the signature the body should have; false for anything malformed. */
export function isValidSignature(rawBody: string | Buffer, header: string | undefined, secretKey: string): boolean {
  if (!header || !/^[0-9a-f]{128}$/i.test(header.trim())) return false;
  const expected = Buffer.from(webhookSignature(rawBody, secretKey), 'hex');
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
