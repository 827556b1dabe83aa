import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router-dom';
import { yieldToMain } from '../lib/yield-to-main.ts';
import { createAppRoutes, type RoutePrefetcher } from './router.tsx';

let markHydrated: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/**
 * Wraps the app in main.tsx: its effect runs once React has committed the hydrated page. A wrapper, not a
 * sibling: a sibling would change every useId in the tree, and the ids would no longer match the HTML.
 */
export function HydrationSignal({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
    markHydrated();
  }, []);
  return children;
}

/**
 * The loaders' prefetches start at once, but their data enters the cache only after hydration: a page that
 * hydrated with data the prerendered HTML did not have would not match it, and React would throw the markup
 * away and render the whole page again (seen on Plans and the plan page when the API answered first).
 */
function prefetchAfterHydration(queryClient: QueryClient): RoutePrefetcher {
  const held = <T extends { queryFn?: unknown }>(options: T): T => {
    const queryFn = options.queryFn as QueryFunction;
    return {
      ...options,
      queryFn: async (context: Parameters<QueryFunction>[0]) => {
        const data: unknown = await queryFn(context);
        await hydrated;
        return data;
      },
    };
  };
  return {
    prefetchQuery: (options) => queryClient.prefetchQuery(held(options)),
    prefetchInfiniteQuery: (options) => queryClient.prefetchInfiniteQuery(held(options)),
  };
}

/** Ids as React Router would give them (their place in the tree), set up front so hydration data can name them. */
function withIds(routes: RouteObject[], parent: string[] = []): RouteObject[] {
  return routes.map((route, index) => {
    const path = [...parent, String(index)];
    const id = route.id ?? path.join('-');
    return { ...route, id, children: route.children && withIds(route.children, path) } as RouteObject;
  });
}

/**
 * A router that hydrates prerendered HTML without a loading flash: the current route's lazy code is loaded
 * first (the page's boot script has preloaded it, or it arrives now), so the first render matches the markup. The loaders only
 * start queries and return null, so they run here, not blocking, and the router is told their data is null.
 */
export async function createHydratingRouter(queryClient: QueryClient, basename?: string) {
  // Each step is its own short task: evaluating the app, matching the route, starting its queries and building
  // the router were one 100 ms+ task on a throttled phone.
  await yieldToMain();
  const routes = withIds(createAppRoutes(prefetchAfterHydration(queryClient)));
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await yieldToMain();
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  await yieldToMain();
  const request = new Request(window.location.href);
  const loaderData: Record<string, null> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    void route.loader({ request, params, context: undefined } as LoaderFunctionArgs);
    loaderData[route.id] = null;
  }
  await yieldToMain();
  const router = createBrowserRouter(routes, { basename, hydrationData: { loaderData } });
  await yieldToMain();
  return router;
}
