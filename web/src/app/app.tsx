import type { QueryClient } from '@tanstack/react-query';
import { AppProvider } from './provider.tsx';
import { AppRouter, type AppRouterInstance } from './router.tsx';

export function App({
  queryClient,
  router,
  basename,
}: {
  queryClient: QueryClient;
  router?: AppRouterInstance;
  basename?: string;
}) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter queryClient={queryClient} router={router} basename={basename} />
    </AppProvider>
  );
}
