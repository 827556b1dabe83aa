import { type ComponentType, lazy, Suspense } from 'react';
import { useMatches } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ADMIN_SECTIONS, type AdminSection } from '../../../features/admin-shell/admin-sections.tsx';
import { AdminNotFound, AdminSectionPage } from '../../../features/admin-shell/components/admin-section-page.tsx';

export { AdminLogin as AdminLoginRoute } from '../../../features/admin-shell/components/admin-login.tsx';
export { AdminShell as AdminShellRoute } from '../../../features/admin-shell/components/admin-shell.tsx';
export { AdminNotFound as AdminNotFoundRoute };

const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

/*
 * Each section's page is its own chunk, loaded when first opened: the shell (already an admin-only chunk) stays
 * small, and the plan form's upload code is not downloaded to look at the users list.
 */
const SECTION_PAGES: Record<string, ComponentType> = {
  dashboard: page(() => import('./admin-dashboard.tsx'), 'AdminDashboardRoute'),
  // chart.js lives in this chunk only: the shop and the other admin pages never download it.
  analytics: page(() => import('./admin-analytics.tsx'), 'AdminAnalyticsRoute'),
  plans: page(() => import('./admin-plans.tsx'), 'AdminPlansRoute'),
  'plans/import': page(() => import('./admin-plan-import.tsx'), 'AdminPlanImportRoute'),
  orders: page(() => import('./admin-orders.tsx'), 'AdminOrdersRoute'),
  requests: page(() => import('./admin-requests.tsx'), 'AdminRequestsRoute'),
  users: page(() => import('./admin-users.tsx'), 'AdminUsersRoute'),
  'invite-user': page(() => import('./admin-invite-user.tsx'), 'AdminInviteUserRoute'),
  portfolio: page(() => import('./admin-portfolio.tsx'), 'AdminPortfolioRoute'),
  ads: page(() => import('./admin-ads.tsx'), 'AdminAdsRoute'),
  settings: page(() => import('./admin-settings.tsx'), 'AdminSettingsRoute'),
  promotions: page(() => import('./admin-promotions.tsx'), 'AdminPromotionsRoute'),
};

/** An admin section's page; which one comes from the route's handle (its path under /admin). */
export function AdminSectionRoute() {
  const path = useMatches()
    .map((match) => (match.handle as { adminSection?: string } | undefined)?.adminSection)
    .findLast(Boolean);
  const section: AdminSection | undefined = ADMIN_SECTIONS.find((candidate) => candidate.path === path);
  if (!section) return <AdminNotFound />;
  const Page = SECTION_PAGES[section.path];
  if (!Page) return <AdminSectionPage section={section} />;
  return (
    <Suspense fallback={<Spinner label="Loading..." className="page-loading" />}>
      <Page />
    </Suspense>
  );
}
