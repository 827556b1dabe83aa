import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.tsx';
import { AppRouter, type AppRouterInstance } from './router.tsx';

export function App({ queryClient, router }: { queryClient: QueryClient; router?: AppRouterInstance }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter queryClient={queryClient} router={router} />
    </AppProvider>
  );
}
