import {
  DEFAULT_USER_SETTINGS,
  type DISPLAY_CURRENCIES,
  SESSION_TIMEOUT_MS,
  type SESSION_TIMEOUTS,
  UserSettings,
} from '@shop/shared/accounts/user-settings';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useToast } from '../components/ui/toast.tsx';
import { moreTextsReady, t } from '../i18n/i18n.ts';
import { userSettingsQueryOptions } from './account-queries.ts';
import { useAuth } from './auth-context.tsx';
import { useSessionTimeout } from './session-timeout.ts';
import { browserStorage, readStoredValue, STORAGE_KEYS, StoredUser, writeStoredValue } from './stored-values.ts';
import { useProfileLanguage } from './use-profile-language.ts';

export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** The shop's own time zone: dates show in Ghana time unless a signed-in person chose another. */
export const SHOP_TIME_ZONE = 'Africa/Accra';

interface PreferencesState {
  /** The signed-in person's saved settings; the defaults for a visitor. */
  settings: UserSettings;
  currency: DisplayCurrency;
  timeZone: string;
  /** The admin area's own light/dark toggle wins over the user's theme there. */
  setThemeOverride(theme: ResolvedTheme | null): void;
}

const PreferencesContext = createContext<PreferencesState | null>(null);

const SESSION_TIMEOUT_WORDS: Record<(typeof SESSION_TIMEOUTS)[number], string> = {
  '1h': '1 hour',
  '8h': '8 hours',
  '24h': '24 hours',
  '7d': '7 days',
};

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches === true;
}

/**
 * Applies a signed-in person's saved settings to the whole site: the theme (data-theme on <html>), the
 * currency shown first, the time zone of dates, and the session timeout. Visitors get the shop's defaults
 * (light theme, cedis, Ghana time).
 */
export function AccountPreferencesProvider({ children }: { children: ReactNode }) {
  const { status, user, signOut } = useAuth();
  const showToast = useToast();
  // The copy kept for first paint (theme before the API answers) belongs to whoever was signed in then.
  const [stored] = useState(() => ({
    userId: readStoredValue(browserStorage(), STORAGE_KEYS.user, StoredUser)?.id,
    settings: readStoredValue(browserStorage(), STORAGE_KEYS.userSettings, UserSettings),
  }));
  const userId = user?.id ?? '';
  const settingsQuery = useQuery({
    ...userSettingsQueryOptions(userId),
    enabled: status === 'signed-in' && userId !== '',
    initialData: stored.userId === userId && stored.settings ? stored.settings : undefined,
    initialDataUpdatedAt: 0,
  });
  const settings = (user && settingsQuery.data) || DEFAULT_USER_SETTINGS;
  // Only the server's answer, not the copy kept for first paint: that one may be older than a change made elsewhere.
  useProfileLanguage(userId, settingsQuery.isFetched ? settingsQuery.data : undefined);
  const personal = user !== null;

  useEffect(() => {
    if (status === 'signed-in' && settingsQuery.data) {
      writeStoredValue(browserStorage(), STORAGE_KEYS.userSettings, settingsQuery.data);
    }
  }, [status, settingsQuery.data]);

  const [themeOverride, setThemeOverride] = useState<ResolvedTheme | null>(null);
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-color-scheme: dark)');
    if (!query) return;
    const onChange = () => setPrefersDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const chosen = personal ? settings.theme : 'light';
  const theme: ResolvedTheme = themeOverride ?? (chosen === 'system' ? (prefersDark ? 'dark' : 'light') : chosen);
  // Before paint, so a dark-theme person never sees a flash of the light site.
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useSessionTimeout({
    active: status === 'signed-in',
    timeoutMs: SESSION_TIMEOUT_MS[settings.session_timeout],
    onTimeout: () => {
      void signOut();
      const duration = SESSION_TIMEOUT_WORDS[settings.session_timeout];
      // Its texts load with the second catalog: the notice comes an hour or more after the first screen.
      void Promise.all([import('../i18n/signed-out-texts.ts'), moreTextsReady()]).then(([texts]) =>
        showToast({
          // i18next-instrument-ignore-next-line
          title: t(texts.SIGNED_OUT_TITLE),
          // i18next-instrument-ignore-next-line
          description: t(texts.SIGNED_OUT_AFTER_TEXT, { duration: t(duration) }),
        }),
      );
    },
  });

  const value = useMemo<PreferencesState>(
    () => ({
      settings,
      currency: personal ? settings.currency : 'GHS',
      timeZone: personal ? settings.timezone : SHOP_TIME_ZONE,
      setThemeOverride,
    }),
    [settings, personal],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function useAccountPreferences(): PreferencesState {
  const state = useContext(PreferencesContext);
  if (!state) throw new Error('useAccountPreferences must be used inside AccountPreferencesProvider');
  return state;
}

/** Which currency a price shows first; cedis outside the provider (a component rendered on its own). */
export function useDisplayCurrency(): DisplayCurrency {
  return useContext(PreferencesContext)?.currency ?? 'GHS';
}

export function useTimeZone(): string {
  return useContext(PreferencesContext)?.timeZone ?? SHOP_TIME_ZONE;
}
