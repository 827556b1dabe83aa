import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { useAccountPreferences } from '../../../lib/account-preferences.tsx';
import { browserStorage } from '../../../lib/stored-values.ts';
import { type AdminTheme, readAdminTheme, writeAdminTheme } from '../utils/admin-theme.ts';

interface AdminThemeState {
  theme: AdminTheme;
  toggle(): void;
}

const AdminThemeContext = createContext<AdminThemeState | null>(null);

/** Applies the admin theme to the page while the admin area is shown; leaving it restores the person's own theme. */
export function AdminThemeProvider({ children }: { children: ReactNode }) {
  const { setThemeOverride } = useAccountPreferences();
  const [theme, setTheme] = useState(() => readAdminTheme(browserStorage()));

  useLayoutEffect(() => {
    setThemeOverride(theme);
    return () => setThemeOverride(null);
  }, [theme, setThemeOverride]);

  const value = useMemo<AdminThemeState>(
    () => ({
      theme,
      toggle: () =>
        setTheme((current) => {
          const next = current === 'dark' ? 'light' : 'dark';
          writeAdminTheme(browserStorage(), next);
          return next;
        }),
    }),
    [theme],
  );
  return <AdminThemeContext.Provider value={value}>{children}</AdminThemeContext.Provider>;
}

export function useAdminTheme(): AdminThemeState {
  const state = useContext(AdminThemeContext);
  if (!state) throw new Error('useAdminTheme must be used inside AdminThemeProvider');
  return state;
}
