import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createHydratingRouter } from './app/hydrate.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
if (root.hasChildNodes()) {
  // The build prerendered this page's first screen (decision 0015): React takes the markup over. In a
  // transition, so hydration yields to the browser every few milliseconds instead of one long task.
  void createHydratingRouter(queryClient).then((router) =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    }),
  );
} else {
  // The dev server and routes without a prerendered page serve an empty #root.
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
