import type { RouteObject } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { PageLoading } from '../root.tsx';

/** The request form and a visitor's thread (through the private link mailed to them): public pages, lazy chunks. */
export const requestRoutes: RouteObject[] = [
  {
    path: paths.requestNew.path,
    HydrateFallback: PageLoading,
    lazy: () => import('./request-pages.tsx').then((module) => ({ Component: module.RequestNewRoute })),
  },
  {
    path: paths.requestThread.path,
    HydrateFallback: PageLoading,
    lazy: () => import('./request-pages.tsx').then((module) => ({ Component: module.RequestThreadRoute })),
  },
];
