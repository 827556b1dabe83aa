import { useState } from 'react';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { AppRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter queryClient={queryClient} />
    </AppProvider>
  );
}
