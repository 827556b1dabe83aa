import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { PageError, PageLoading } from './routes/root.tsx';

/*
 * Routes of the accounts feature: /auth/register and the user area inside the public shell, and the admin area
 * on its own. Every page is a lazy chunk; the admin area's code never loads for a shopper.
 */

const userPage =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  () =>
    load().then((module) => ({ Component: module[name] }));

const adminRoutes = () => import('./routes/admin/admin-routes.tsx');

/** Children of the public shell's root route. */
export const accountPageRoutes: RouteObject[] = [
  {
    path: paths.register.path,
    HydrateFallback: PageLoading,
    lazy: userPage(() => import('./routes/auth/register.tsx'), 'RegisterRoute'),
  },
  {
    path: paths.userArea.path,
    HydrateFallback: PageLoading,
    lazy: userPage(() => import('./routes/user/user-area.tsx'), 'UserAreaRoute'),
    children: [
      { index: true, element: <Navigate to={paths.userDashboard.getHref()} replace /> },
      {
        path: paths.userDashboard.path,
        lazy: userPage(() => import('./routes/user/dashboard.tsx'), 'DashboardRoute'),
      },
      { path: paths.userProfile.path, lazy: userPage(() => import('./routes/user/profile.tsx'), 'ProfileRoute') },
      { path: paths.userOrders.path, lazy: userPage(() => import('./routes/user/orders.tsx'), 'OrdersRoute') },
      { path: paths.userInvoice.path, lazy: userPage(() => import('./routes/user/invoice.tsx'), 'InvoiceRoute') },
      { path: paths.userLibrary.path, lazy: userPage(() => import('./routes/user/library.tsx'), 'LibraryRoute') },
      {
        path: paths.userFavorites.path,
        lazy: userPage(() => import('./routes/user/favorites.tsx'), 'FavoritesRoute'),
      },
      { path: paths.userSettings.path, lazy: userPage(() => import('./routes/user/settings.tsx'), 'SettingsRoute') },
      { path: paths.userRequests.path, lazy: userPage(() => import('./routes/user/requests.tsx'), 'RequestsRoute') },
      { path: paths.userRequest.path, lazy: userPage(() => import('./routes/user/requests.tsx'), 'RequestRoute') },
      {
        path: paths.userRequestQuote.path,
        lazy: userPage(() => import('./routes/user/request-quote.tsx'), 'RequestQuoteRoute'),
      },
      { path: '*', lazy: userPage(() => import('./routes/not-found.tsx'), 'NotFoundRoute') },
    ],
  },
];

const ADMIN_SECTION_PATHS = [
  paths.adminDashboard.path,
  paths.adminAnalytics.path,
  paths.adminPlans.path,
  paths.adminPlanImport.path,
  paths.adminOrders.path,
  paths.adminUsers.path,
  paths.adminPortfolio.path,
  paths.adminAds.path,
  paths.adminSettings.path,
  paths.adminInviteUser.path,
  paths.adminRequests.path,
  paths.adminPromotions.path,
];

/** A top-level route: any path under /admin shows only the admin area (no public header or footer). */
export const adminAreaRoute: RouteObject = {
  path: paths.adminArea.path,
  HydrateFallback: PageLoading,
  ErrorBoundary: PageError,
  lazy: userPage(() => import('./routes/admin/admin-root.tsx'), 'AdminRootRoute'),
  children: [
    { index: true, element: <Navigate to={paths.adminDashboard.getHref()} replace /> },
    { path: paths.adminLogin.path, lazy: userPage(adminRoutes, 'AdminLoginRoute') },
    {
      lazy: userPage(adminRoutes, 'AdminShellRoute'),
      children: [
        ...ADMIN_SECTION_PATHS.map((path) => ({
          path,
          handle: { adminSection: path.slice(`${paths.adminArea.path}/`.length) },
          lazy: userPage(adminRoutes, 'AdminSectionRoute'),
        })),
        {
          path: paths.adminRequestQuote.path,
          lazy: userPage(() => import('./routes/admin/admin-request-quote.tsx'), 'AdminRequestQuoteRoute'),
        },
        { path: '*', lazy: userPage(adminRoutes, 'AdminNotFoundRoute') },
      ],
    },
  ],
};
