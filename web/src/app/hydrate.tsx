import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router-dom';
import { createAppRoutes } from './router.tsx';

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
 * first (its modulepreload link is in the HTML), so the first render matches the markup. The loaders only
 * start queries and return null, so they run here, not blocking, and the router is told their data is null.
 */
export async function createHydratingRouter(queryClient: QueryClient) {
  const routes = withIds(createAppRoutes(queryClient));
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const request = new Request(window.location.href);
  const loaderData: Record<string, null> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function' || !route.id) continue;
    void route.loader({ request, params, context: undefined } as LoaderFunctionArgs);
    loaderData[route.id] = null;
  }
  return createBrowserRouter(routes, { hydrationData: { loaderData } });
}
