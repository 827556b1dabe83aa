import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

/** The fixed stack of the shop (react, react-dom, a data router, react-query) with one query and no app code. */
function Home() {
  const hello = useQuery({ queryKey: ['hello'], queryFn: async () => 'A line of text.' });
  return (
    <main>
      <h1>Floor</h1>
      <p>{hello.data}</p>
    </main>
  );
}

const router = createBrowserRouter([{ path: '*', element: <Home /> }]);
const queryClient = new QueryClient();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
