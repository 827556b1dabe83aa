import { pathInLanguage, type ShopLanguage } from '@shop/shared/i18n/languages';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider.tsx';
import { createAppRoutes, type RoutePrefetcher, routerBasename } from '../app/router.tsx';
import { activateLanguage, moreTextsReady } from '../i18n/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** The build knows no API data: loaders start nothing, so every query renders its loading state (skeletons). */
const fetchNothing: RoutePrefetcher = {
  prefetchQuery: () => Promise.resolve(),
  prefetchInfiniteQuery: () => Promise.resolve(),
};

/**
 * Renders the real app (same providers and routes as main.tsx) at `path` to HTML, for the build's prerender
 * step (web/build/prerender-plugin.ts). The browser then hydrates this markup (app/hydrate.tsx).
 */
export async function prerender(path: string, language: ShopLanguage = 'en'): Promise<string> {
  const basename = routerBasename(language);
  const handler = createStaticHandler(createAppRoutes(fetchNothing), { basename });
  const context = await handler.query(new Request(`http://prerender.invalid${pathInLanguage(path, language)}`));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered with a redirect`);
  if (context.errors) throw new Error(`Prerendering ${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  // Rendering is synchronous: the language activated here is the one every t() of this page reads.
  await activateLanguage(language);
  // The prerendered pages are lazy routes: their French is in the second catalog (decision 0026).
  await moreTextsReady();
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  // Drops the queries rendering created, with their garbage-collection timers that would keep the build alive.
  queryClient.clear();
  return html;
}
