import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, RouterProvider } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { getPlanQueryOptions } from '../features/plans/api/get-plan.ts';
import { getPlansInfiniteQueryOptions } from '../features/plans/api/get-plans.ts';
import { readPlanListParams, toPlanListQuery } from '../features/plans/utils/plan-list-search-params.ts';
import { accountPageRoutes, adminAreaRoute } from './account-routes.tsx';
import { COMING_SOON_PAGES } from './coming-soon-pages.ts';
import { contentPageRoutes } from './content-routes.tsx';
import { purchaseRoutes } from './routes/downloads/download-routes.tsx';
import { HomeRoute } from './routes/home.tsx';
import { PageError, PageLoading, PlanDetailLoading, PlanListLoading, RootLayout } from './routes/root.tsx';

/*
 * Home ships with the first bundle; every other page is a lazy chunk. Loaders live here, beside the lazy import,
 * so a page's data starts downloading alongside its code. They never await: the page shows its own loading
 * state instead of the old page lingering on a slow network.
 */
const comingSoon = () => import('./routes/coming-soon.tsx').then((module) => ({ Component: module.ComingSoonRoute }));

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter([
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
                return null;
              },
              lazy: () =>
                import('./routes/plans/plan-list.tsx').then((module) => ({ Component: module.PlanListRoute })),
            },
            {
              path: paths.plan.path,
              HydrateFallback: PlanDetailLoading,
              loader: ({ params }: LoaderFunctionArgs) => {
                if (params.id) void queryClient.prefetchQuery(getPlanQueryOptions(params.id));
                return null;
              },
              lazy: () =>
                import('./routes/plans/plan-detail.tsx').then((module) => ({ Component: module.PlanDetailRoute })),
            },
            ...COMING_SOON_PAGES.map((page) => ({
              path: page.path,
              handle: page.handle,
              HydrateFallback: PageLoading,
              lazy: comingSoon,
            })),
            ...purchaseRoutes,
            ...contentPageRoutes(queryClient),
            ...accountPageRoutes,
            {
              path: '*',
              HydrateFallback: PageLoading,
              lazy: () => import('./routes/not-found.tsx').then((module) => ({ Component: module.NotFoundRoute })),
            },
          ],
        },
      ],
    },
    adminAreaRoute,
  ]);
}

export function AppRouter({ queryClient }: { queryClient: QueryClient }) {
  const router = useMemo(() => createAppRouter(queryClient), [queryClient]);
  return <RouterProvider router={router} />;
}
