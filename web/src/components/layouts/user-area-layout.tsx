import { useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useScrollRow } from '../../hooks/use-scroll-row.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { QuickNav } from './quick-nav.tsx';
import { QUICK_NAV_USER_LINKS } from './quick-nav-links.ts';
import './account-areas.css';
import { t } from '../../i18n/i18n.ts';

/**
 * The user area's frame: login required, otherwise back to Home once the saved
 * session has been checked (a spinner meanwhile, so a reload never bounces a signed-in person out).
 */
export function UserAreaLayout() {
  const { status } = useAuth();
  const tabs = useRef<HTMLUListElement>(null);
  // The status is part of the key: the bar first appears once the session is known.
  useScrollRow(tabs, `${useLocation().pathname} ${status}`);
  if (status === 'loading') return <Spinner label={t('Checking your session...')} className="page-loading" />;
  if (status === 'signed-out') return <Navigate to={paths.home.getHref()} replace />;

  return (
    <div className="account-area">
      <div className="account-area-bar">
        <nav className="container account-tabs" aria-label={t('Account sections')}>
          <ul ref={tabs} className="scroll-row">
            {QUICK_NAV_USER_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="account-tab">
                  {/* i18next-instrument-ignore-next-line */}
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container account-area-main">
        <Outlet />
      </div>
      <QuickNav />
    </div>
  );
}
