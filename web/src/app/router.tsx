import { languagePrefix, type ShopLanguage } from '@shop/shared/i18n/languages';
import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { getAdsQueryOptions } from '../features/ads/api/get-ads.ts';
import { getPlansInfiniteQueryOptions } from '../features/plans/api/get-plans.ts';
import { readPlanListParams, toPlanListQuery } from '../features/plans/utils/plan-list-search-params.ts';
import { moreTextsReady } from '../i18n/i18n.ts';
import { getPlanQueryOptions } from '../lib/plans/get-plan.ts';
import { accountPageRoutes, adminAreaRoute } from './account-routes.tsx';
import { COMING_SOON_PAGES } from './coming-soon-pages.ts';
import { contentPageRoutes } from './content-routes.tsx';
import { purchaseRoutes } from './routes/downloads/download-routes.tsx';
import { HomeRoute } from './routes/home.tsx';
import { requestRoutes } from './routes/requests/request-routes.tsx';
import { PageError, PageLoading, PlanDetailLoading, PlanListLoading, RootLayout } from './routes/root.tsx';

/*
 * Home ships with the first bundle; every other page is a lazy chunk. Loaders live here, beside the lazy import,
 * so a page's data starts downloading alongside its code. They never await: the page shows its own loading
 * state instead of the old page lingering on a slow network.
 */
const comingSoon = () => import('./routes/coming-soon.tsx').then((module) => ({ Component: module.ComingSoonRoute }));

/** Pages past the first screen load their French texts with their code (decision 0026). */
function withMoreTexts(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    return {
      ...route,
      lazy:
        typeof lazy === 'function' ? () => Promise.all([lazy(), moreTextsReady()]).then(([module]) => module) : lazy,
      children: route.children && withMoreTexts(route.children),
    } as RouteObject;
  });
}

/** Only what the loaders use: the build's prerender passes one that fetches nothing. */
export type RoutePrefetcher = Pick<QueryClient, 'prefetchQuery' | 'prefetchInfiniteQuery'>;

export function createAppRoutes(queryClient: RoutePrefetcher): RouteObject[] {
  return [
    {
      path: paths.home.path,
      Component: RootLayout,
      ErrorBoundary: PageError,
      children: [
        {
          ErrorBoundary: PageError,
          children: [
            { index: true, Component: HomeRoute },
            {
              path: paths.plans.path,
              HydrateFallback: PlanListLoading,
              loader: ({ request }: LoaderFunctionArgs) => {
                const params = readPlanListParams(new URL(request.url).searchParams);
                void queryClient.prefetchInfiniteQuery(getPlansInfiniteQueryOptions(toPlanListQuery(params)));
                // The banners start with the plans, so the top one is in place before the cards below it arrive.
                void queryClient.prefetchQuery(getAdsQueryOptions('plans'));
                return null;
              },
              lazy: () =>
                Promise.all([import('./routes/plans/plan-list.tsx'), moreTextsReady()]).then(([module]) => ({
                  Component: module.PlanListRoute,
                })),
            },
            {
              path: paths.plan.path,
              HydrateFallback: PlanDetailLoading,
              loader: ({ params }: LoaderFunctionArgs) => {
                if (params.id) void queryClient.prefetchQuery(getPlanQueryOptions(params.id));
                return null;
              },
              // A lazy page's French comes with its code, as its English does (decision 0026).
              lazy: () =>
                Promise.all([import('./routes/plans/plan-detail.tsx'), moreTextsReady()]).then(([module]) => ({
                  Component: module.PlanDetailRoute,
                })),
            },
            ...withMoreTexts([
              ...COMING_SOON_PAGES.map((page) => ({
                path: page.path,
                handle: page.handle,
                HydrateFallback: PageLoading,
                lazy: comingSoon,
              })),
              ...purchaseRoutes,
              ...requestRoutes,
              ...contentPageRoutes(queryClient),
              ...accountPageRoutes,
              {
                path: '*',
                HydrateFallback: PageLoading,
                lazy: () => import('./routes/not-found.tsx').then((module) => ({ Component: module.NotFoundRoute })),
              },
            ]),
          ],
        },
      ],
    },
    adminAreaRoute,
  ];
}

/** French pages are the same routes under /fr (decision 0026): every link in a French page stays French. */
export function routerBasename(language: ShopLanguage): string | undefined {
  return languagePrefix(language) || undefined;
}

export function createAppRouter(queryClient: QueryClient, basename?: string) {
  return createBrowserRouter(createAppRoutes(queryClient), { basename });
}

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

export interface AppRouterProps {
  queryClient: QueryClient;
  router?: AppRouterInstance;
  basename?: string;
}

/** `router` is given when main.tsx hydrates prerendered HTML (it was created with the page's hydration data). */
export function AppRouter({ queryClient, router, basename }: AppRouterProps) {
  const created = useMemo(() => router ?? createAppRouter(queryClient, basename), [queryClient, router, basename]);
  return <RouterProvider router={created} />;
}
