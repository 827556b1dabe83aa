import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

export const LANGUAGES = ['en', 'fr', 'es'] as const;
export const DISPLAY_CURRENCIES = ['GHS', 'USD', 'EUR'] as const;
export const TIMEZONES = ['Africa/Accra', 'UTC', 'America/New_York'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const SESSION_TIMEOUTS = ['1h', '8h', '24h', '7d'] as const;

export const SESSION_TIMEOUT_MS: Record<(typeof SESSION_TIMEOUTS)[number], number> = {
  '1h': 3_600_000,
  '8h': 8 * 3_600_000,
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
};

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

/** Preferences and security options a user keeps on the server (the /user/settings page). */
export const UserSettings = lazySchema(() =>
  z.object({
    language: oneOf('language', LANGUAGES),
    currency: oneOf('currency', DISPLAY_CURRENCIES),
    timezone: oneOf('timezone', TIMEZONES),
    theme: oneOf('theme', THEMES),
    login_alerts: z.boolean(),
    session_timeout: oneOf('session_timeout', SESSION_TIMEOUTS),
  }),
);
export type UserSettings = z.infer<typeof UserSettings>;

export const DEFAULT_USER_SETTINGS: UserSettings = {
  language: 'en',
  currency: 'GHS',
  timezone: 'Africa/Accra',
  theme: 'system',
  login_alerts: true,
  session_timeout: '24h',
};

/** PUT body: any subset of the settings; unknown fields are refused. */
export const UserSettingsUpdate = lazySchema(() => z.strictObject(z.partial(UserSettings).shape, rejectUnknownFields));
export type UserSettingsUpdate = z.infer<typeof UserSettingsUpdate>;
