import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import { AuthDialogProvider, useAuthDialog } from '../lib/auth-dialog.tsx';

const AuthDialog = lazy(() =>
  import('../features/auth/components/auth-dialog.tsx').then((module) => ({ default: module.AuthDialog })),
);

function AuthDialogHost() {
  const authDialog = useAuthDialog();
  if (!authDialog.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog onClose={authDialog.close} />
    </Suspense>
  );
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthDialogProvider>
          {children}
          <AuthDialogHost />
        </AuthDialogProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
