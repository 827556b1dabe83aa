import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface AuthDialogState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Whether the sign-in dialog is showing; any button on any page (Get Started, Learn More) may open it. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const state = useContext(AuthDialogContext);
  if (!state) throw new Error('useAuthDialog must be used inside AuthDialogProvider');
  return state;
}
