import './lib/zod-jitless.ts';
import { languageOfPath } from '@shop/shared/i18n/languages';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createHydratingRouter, HydrationSignal } from './app/hydrate.tsx';
import { routerBasename } from './app/router.tsx';
import { activateLanguage, moreTextsReady } from './i18n/i18n.ts';
import { languageRedirect, readLanguageChoice } from './i18n/language-choice.ts';
import { createQueryClient } from './lib/query-client.ts';
import { whenIdle } from './lib/when-idle.ts';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's language is its URL's (/fr for French); a visitor who prefers the other one goes there (decision 0026).
const language = languageOfPath(window.location.pathname);
const redirect = languageRedirect(window.location, readLanguageChoice(), navigator.languages ?? [navigator.language]);
if (redirect) window.location.replace(redirect);
else void activateLanguage(language).then(() => start(root));

function start(root: HTMLElement) {
  document.documentElement.lang = language;
  const queryClient = createQueryClient();
  if (root.hasChildNodes()) startHydrating(root, queryClient);
  else startRendering(root, queryClient);
  // The rest of the French texts (sign-in dialog, newsletter answers, later pages) arrive once the page is idle.
  whenIdle(() => void moreTextsReady(), 5000);
  // The service worker's registration is a chunk of its own: nothing of it weighs on the first screen.
  whenIdle(() => void import('./lib/service-worker.ts').then((module) => module.registerServiceWorker()), 5000);
}

function startHydrating(root: HTMLElement, queryClient: QueryClient) {
  // The build prerendered this page's first screen (decision 0015). Its boot script imported this module after
  // the first paint; React takes the markup over in a transition, so hydration yields every few milliseconds.
  void createHydratingRouter(queryClient, routerBasename(language)).then((router) =>
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
}

function startRendering(root: HTMLElement, queryClient: QueryClient) {
  // The dev server and routes without a prerendered page serve an empty #root.
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} basename={routerBasename(language)} />
    </StrictMode>,
  );
}
