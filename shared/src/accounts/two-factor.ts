import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

/**
 * Two-factor sign-in (an authenticator app, TOTP): the words both sides show, so the web recognises the API's
 * refusal and asks a staff member to enrol instead of showing a bare error.
 */
export const TWO_FACTOR_MESSAGES = {
  staffMustEnrol:
    'Staff accounts need two-factor authentication. Set up an authenticator app from the admin sign-in to continue.',
  staffCannotDisable: 'Staff accounts must keep two-factor authentication.',
  notOwnReset: 'You cannot reset your own two-factor authentication. Ask another super admin.',
  onlyStaffReset: 'Two-factor authentication is reset only for staff accounts.',
  notEnrolled: 'Confirm a code from your authenticator app first.',
} as const;

/** The name an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Tema House Plans';

/** The otpauth:// address a QR code carries (Key Uri Format, as Google Authenticator and others read it). */
export function totpAddress(secret: string, accountName: string, issuer = TOTP_ISSUER): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`);
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** PUT /api/profiles/{userId}/two-factor: turn one's own authenticator app on (once confirmed) or off. */
export const TwoFactorUpdate = lazySchema(() =>
  z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) }, rejectUnknownFields),
);
export type TwoFactorUpdate = z.infer<typeof TwoFactorUpdate>;

/** Whether the account's authenticator app is on. */
export const TwoFactorState = lazySchema(() => z.object({ enabled: z.boolean() }));
export type TwoFactorState = z.infer<typeof TwoFactorState>;
