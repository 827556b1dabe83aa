import { DEFAULT_USER_SETTINGS, UserSettings, type UserSettingsUpdate } from '@shop/shared/accounts/user-settings';
import type { Caller } from '../../auth/caller.ts';
import type { StoredSettings, UserSettingsRepository } from '../../repositories/user-settings-repository.ts';
import { requireAccountOwner } from './require-caller.ts';

export const SETTINGS_NOT_YOURS_TO_SEE = 'You can only see your own settings';
export const SETTINGS_NOT_YOURS_TO_CHANGE = 'You can only change your own settings';

/** Stored values over the defaults; a stored value the schema no longer accepts falls back to its default. */
export function withDefaults(stored: StoredSettings | undefined): UserSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_USER_SETTINGS };
  for (const [name, value] of Object.entries(stored ?? {})) {
    const field = UserSettings.shape[name as keyof UserSettings];
    if (field?.safeParse(value).success) settings[name] = value;
  }
  return settings as UserSettings;
}

/** A user's own settings (settings are personal: staff do not read them). */
export async function getUserSettings(
  settings: UserSettingsRepository,
  signedIn: Caller | undefined,
  userId: string,
): Promise<UserSettings> {
  requireAccountOwner(signedIn, userId, SETTINGS_NOT_YOURS_TO_SEE);
  return withDefaults(await settings.get(userId));
}

/** Saves the settings sent, keeps the rest, and returns them all. */
export async function updateUserSettings(
  settings: UserSettingsRepository,
  signedIn: Caller | undefined,
  userId: string,
  changes: UserSettingsUpdate,
  now: Date,
): Promise<UserSettings> {
  requireAccountOwner(signedIn, userId, SETTINGS_NOT_YOURS_TO_CHANGE);
  const hasChanges = Object.values(changes).some((value) => value !== undefined);
  const stored = hasChanges ? await settings.update(userId, changes, now.toISOString()) : await settings.get(userId);
  return withDefaults(stored);
}
