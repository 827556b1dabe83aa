import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createHydratingRouter, HydrationSignal } from './app/hydrate.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
if (root.hasChildNodes()) {
  // The build prerendered this page's first screen (decision 0015). Its boot script imported this module after
  // the first paint; React takes the markup over in a transition, so hydration yields every few milliseconds.
  void createHydratingRouter(queryClient).then((router) =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <HydrationSignal>
            <App queryClient={queryClient} router={router} />
          </HydrationSignal>
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
