import { useMatches } from 'react-router-dom';
import { ADMIN_SECTIONS, type AdminSection } from '../../../features/admin-shell/admin-sections.tsx';
import { AdminNotFound, AdminSectionPage } from '../../../features/admin-shell/components/admin-section-page.tsx';

export { AdminLogin as AdminLoginRoute } from '../../../features/admin-shell/components/admin-login.tsx';
export { AdminShell as AdminShellRoute } from '../../../features/admin-shell/components/admin-shell.tsx';
export { AdminNotFound as AdminNotFoundRoute };

/** An admin section's page; which one comes from the route's handle (its path under /admin). */
export function AdminSectionRoute() {
  const path = useMatches()
    .map((match) => (match.handle as { adminSection?: string } | undefined)?.adminSection)
    .findLast(Boolean);
  const section: AdminSection | undefined = ADMIN_SECTIONS.find((candidate) => candidate.path === path);
  return section ? <AdminSectionPage section={section} /> : <AdminNotFound />;
}
