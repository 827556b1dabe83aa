import { Secret, TOTP } from 'otpauth';

/** The code an authenticator app shows now for a base32 secret (SHA-1, 6 digits, 30 s: Cognito's TOTP). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}
