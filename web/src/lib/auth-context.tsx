import { Profile, type Role, roleFromGroups } from '@shop/shared/accounts/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { profileQueryOptions } from './account-queries.ts';
import { ApiError } from './api-client.ts';
import * as auth from './auth.ts';
import { forgetOfflineCopies } from './offline-copies.ts';
import { queryKeys } from './query-keys.ts';
import { writeLastActivity } from './session-timeout.ts';
import { reportSignIn } from './sign-in-notice.ts';
import {
  browserStorage,
  readStoredValue,
  removeStoredValues,
  STORAGE_KEYS,
  StoredUser,
  writeStoredValue,
} from './stored-values.ts';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  /** 'loading' while a saved session is being restored after a reload; guards wait for it. */
  status: AuthStatus;
  user: StoredUser | null;
  profile: Profile | null;
  /** From the ID token's `cognito:groups`; for display only, the server checks roles itself. */
  role: Role;
  isAdmin: boolean;
  signIn(email: string, password: string): Promise<{ outcome: auth.SignInOutcome; role: Role }>;
  /** Finishes a sign-in that answered 'totp-code' with the authenticator's code. */
  confirmTotp(code: string): Promise<{ outcome: auth.SignInOutcome; role: Role }>;
  /** Clears this browser's session and local copies first, then tells Cognito; never fails. */
  signOut(): Promise<void>;
}

interface SessionState {
  status: AuthStatus;
  user: StoredUser | null;
  /** Groups from a verified-by-Cognito token; null until a token has been read. */
  groups: string[] | null;
}

/** Local copies that belong to the signed-in person and go when they sign out. */
const PERSONAL_KEYS = [
  STORAGE_KEYS.user,
  STORAGE_KEYS.profile,
  STORAGE_KEYS.userSettings,
  STORAGE_KEYS.lastActivityAt,
] as const;

/** On first paint: a saved Amplify session means "restoring"; the stored user shows meanwhile (no header flash). */
function initialSession(): SessionState {
  if (!auth.hasSavedSession()) return { status: 'signed-out', user: null, groups: null };
  return { status: 'loading', user: readStoredValue(browserStorage(), STORAGE_KEYS.user, StoredUser), groups: null };
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState(initialSession);
  const [storedProfile] = useState(() => readStoredValue(browserStorage(), STORAGE_KEYS.profile, Profile));

  const adopt = useCallback((current: auth.AuthSession) => {
    const user = { id: current.sub, email: current.email };
    writeStoredValue(browserStorage(), STORAGE_KEYS.user, user);
    setSession({ status: 'signed-in', user, groups: current.groups });
  }, []);

  const clearLocal = useCallback(() => {
    removeStoredValues(browserStorage(), PERSONAL_KEYS);
    forgetOfflineCopies();
    queryClient.removeQueries({ queryKey: queryKeys.account.all });
    setSession({ status: 'signed-out', user: null, groups: null });
  }, [queryClient]);

  // Restore a saved session: only now is Amplify loaded, and only if there is something to restore.
  useEffect(() => {
    if (!auth.hasSavedSession()) {
      removeStoredValues(browserStorage(), PERSONAL_KEYS);
      forgetOfflineCopies();
      return;
    }
    let cancelled = false;
    auth
      .currentSession()
      .then((current) => {
        if (cancelled) return;
        if (current) adopt(current);
        else clearLocal();
      })
      .catch(() => {
        // Amplify itself could not load (offline, a new deploy): signed out for this page view, but the saved
        // tokens stay so a reload can restore the session.
        if (!cancelled) setSession({ status: 'signed-out', user: null, groups: null });
      });
    return () => {
      cancelled = true;
    };
  }, [adopt, clearLocal]);

  const userId = session.user?.id ?? '';
  const profileQuery = useQuery({
    ...profileQueryOptions(userId),
    enabled: session.status === 'signed-in' && userId !== '',
    initialData: storedProfile && storedProfile.user_id === userId ? storedProfile : undefined,
    initialDataUpdatedAt: 0,
  });
  const profile = session.user ? (profileQuery.data ?? null) : null;

  useEffect(() => {
    if (session.status === 'signed-in' && profile) writeStoredValue(browserStorage(), STORAGE_KEYS.profile, profile);
  }, [session.status, profile]);

  const signOut = useCallback(async () => {
    clearLocal();
    void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
    await auth.signOut();
  }, [clearLocal, queryClient]);

  // A token the API no longer accepts (the user was deleted, the offline stack was reset) ends the session.
  const profileError = profileQuery.error;
  useEffect(() => {
    if (profileError instanceof ApiError && profileError.status === 401) void signOut();
  }, [profileError, signOut]);

  const finishSignIn = useCallback(
    async (outcome: auth.SignInOutcome) => {
      if (outcome !== 'signed-in') return { outcome, role: 'user' as Role };
      const current = await auth.currentSession();
      if (!current) throw new Error('Signed in, but the session could not be read');
      // A fresh sign-in is activity: the inactivity clock starts now, not at a previous visit's last click.
      writeLastActivity(browserStorage(), Date.now());
      adopt(current);
      reportSignIn(current.sub);
      // Staff may see more of the catalogue than visitors; cached lists were fetched as someone else.
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all });
      return { outcome, role: roleFromGroups(current.groups) };
    },
    [adopt, queryClient],
  );
  const signIn = useCallback(
    async (email: string, password: string) => finishSignIn(await auth.signIn(email, password)),
    [finishSignIn],
  );
  const confirmTotp = useCallback(
    async (code: string) => finishSignIn(await auth.confirmTotpCode(code)),
    [finishSignIn],
  );

  const role: Role = session.groups ? roleFromGroups(session.groups) : (profile?.role ?? 'user');
  const value = useMemo<AuthState>(
    () => ({
      status: session.status,
      user: session.user,
      profile,
      role,
      isAdmin: role === 'admin' || role === 'super_admin',
      signIn,
      confirmTotp,
      signOut,
    }),
    [session.status, session.user, profile, role, signIn, confirmTotp, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
