import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import { AccountPreferencesProvider } from '../lib/account-preferences.tsx';
import { AuthProvider } from '../lib/auth-context.tsx';
import { AuthDialogProvider } from '../lib/auth-dialog.tsx';

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider>
          <AccountPreferencesProvider>
            <AuthDialogProvider>{children}</AuthDialogProvider>
          </AccountPreferencesProvider>
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
