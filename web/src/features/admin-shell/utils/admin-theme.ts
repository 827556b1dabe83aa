import type { KeyValueStorage } from '../../../lib/stored-values.ts';
import { STORAGE_KEYS } from '../../../lib/stored-values.ts';

export type AdminTheme = 'light' | 'dark';

/** The admin area's theme: light or dark, stored locally, default light. */
export function readAdminTheme(storage: KeyValueStorage | undefined): AdminTheme {
  try {
    return storage?.getItem(STORAGE_KEYS.adminTheme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function writeAdminTheme(storage: KeyValueStorage | undefined, theme: AdminTheme): void {
  try {
    storage?.setItem(STORAGE_KEYS.adminTheme, theme);
  } catch {
    // Not remembered across visits; the toggle still works for this one.
  }
}
