import { Outlet } from 'react-router-dom';
import { QuickNav } from '../../../components/layouts/quick-nav.tsx';
import { AdminThemeProvider } from '../../../features/admin-shell/hooks/admin-theme.tsx';
import '../../../components/layouts/account-areas.css';
import '../../../features/admin-shell/admin.css';
import { PageScrollRestoration } from '../../page-scroll.tsx';

/** Every /admin path shows only the admin area: no public header or footer, the admin theme, the quick-navigation. */
export function AdminRootRoute() {
  return (
    <AdminThemeProvider>
      <div className="admin-root">
        <Outlet />
        <QuickNav />
      </div>
      <PageScrollRestoration />
    </AdminThemeProvider>
  );
}
