import { useRef } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { LogOutIcon, MoonIcon, SunIcon } from '../../../components/ui/account-icons.tsx';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { ArrowLeftIcon } from '../../../components/ui/icons.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { useScrollRow } from '../../../hooks/use-scroll-row.ts';
import { useAuth } from '../../../lib/auth-context.tsx';
import { useAuthenticatorApp } from '../../../lib/authenticator-app.ts';
import { ADMIN_SECTIONS } from '../admin-sections.tsx';
import { useAdminTheme } from '../hooks/admin-theme.tsx';

/**
 * The admin area's frame: navigation, View Site, Sign Out, the role badge and the
 * light/dark toggle. Only a signed-in admin or super admin gets in (others go to /admin/login); this mirrors the
 * server for display only: every admin route is also refused by the API without the group.
 */
export function AdminShell() {
  const { status, isAdmin, role, user, signOut } = useAuth();
  const { theme, toggle } = useAdminTheme();
  const navigate = useNavigate();
  const showToast = useToast();
  const sections = useRef<HTMLUListElement>(null);
  // The status is part of the key: the bar first appears once the session is known.
  useScrollRow(sections, `${useLocation().pathname} ${status}`);
  // Staff need an authenticator app (the API refuses them every staff route without one): the login page enrols.
  const authenticator = useAuthenticatorApp(status === 'signed-in' && isAdmin ? user?.id : undefined);

  if (status === 'loading') return <Spinner label="Checking your session..." className="page-loading" />;
  if (status !== 'signed-in' || !isAdmin) return <Navigate to={paths.adminLogin.getHref()} replace />;
  if (authenticator.data === false) return <Navigate to={paths.adminLogin.getHref()} replace />;

  const onSignOut = () => {
    // Leave first: signing out inside the shell would bounce through /admin/login.
    navigate(paths.home.getHref());
    void signOut().then(() => showToast('You have been signed out.'));
  };

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <Link to={paths.adminDashboard.getHref()} className="admin-brand">
          Admin
        </Link>
        <div className="admin-topbar-actions">
          <span className={role === 'super_admin' ? 'role-badge role-badge-admin' : 'role-badge'}>
            {role === 'super_admin' ? 'Super Admin' : 'Admin'}
          </span>
          <span className="admin-user">{user?.email}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
            onClick={toggle}
          >
            {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
          </button>
          <ButtonLink to={paths.home.getHref()} variant="outline" size="small">
            <ArrowLeftIcon size={16} /> View Site
          </ButtonLink>
          <button type="button" className="button button-ghost button-small" onClick={onSignOut}>
            <LogOutIcon size={16} /> Sign Out
          </button>
        </div>
      </header>
      <div className="admin-body">
        <nav className="admin-nav" aria-label="Admin">
          <ul ref={sections} className="scroll-row">
            {ADMIN_SECTIONS.filter((section) => section.inNav).map(({ href, label, Icon }) => (
              <li key={href}>
                <NavLink to={href} className="admin-nav-link">
                  <Icon size={18} />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
