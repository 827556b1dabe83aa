import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createHydratingRouter, HydrationSignal } from './app/hydrate.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Resolves once the browser has painted a frame: rendering waits for the stylesheet, so this is after the
 * prerendered page is on screen. A tab opened in the background paints (and so hydrates) when first shown.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const queryClient = createQueryClient();
if (root.hasChildNodes()) {
  // The build prerendered this page's first screen (decision 0015): React takes the markup over after it is
  // painted, and in a transition, so hydration yields to the browser every few milliseconds.
  void Promise.all([createHydratingRouter(queryClient), afterFirstPaint()]).then(([router]) =>
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
