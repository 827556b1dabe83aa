import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/** Why the dialog was opened for a page the visitor asked for, and where a sign-in takes them back to. */
export interface SignInPurpose {
  /** Shown in place of the dialog's usual line, so the visitor knows why they are asked. */
  reason: string;
  /** The address a finished sign-in opens (the dashboard otherwise). */
  returnTo: string;
}

interface AuthDialogState {
  isOpen: boolean;
  purpose: SignInPurpose | null;
  open: () => void;
  /** Opens the dialog to sign in for one page: it says why, and a sign-in returns to that page. */
  openFor: (purpose: SignInPurpose) => void;
  close: () => void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Whether the sign-in dialog is showing; any button on any page (Get Started, Learn More) may open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ isOpen: boolean; purpose: SignInPurpose | null }>({
    isOpen: false,
    purpose: null,
  });
  const value = useMemo(
    () => ({
      ...state,
      open: () => setState({ isOpen: true, purpose: null }),
      openFor: (purpose: SignInPurpose) => setState({ isOpen: true, purpose }),
      close: () => setState({ isOpen: false, purpose: null }),
    }),
    [state],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog must be used inside AuthDialogProvider');
  return state;
}
