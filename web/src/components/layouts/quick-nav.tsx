import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useScrollingUpOrAtEnd } from '../../hooks/use-scrolling-up-or-at-end.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { CompassIcon } from '../ui/account-icons.tsx';
import { CloseIcon } from '../ui/icons.tsx';
import {
  isAdminPath,
  QUICK_NAV_ADMIN_LINKS,
  QUICK_NAV_USER_LINKS,
  quickNavTitle,
  showsQuickNav,
} from './quick-nav-links.ts';
import './account-areas.css';
import { t } from '../../i18n/i18n.ts';
import { ButtonLink } from '../ui/button-link.tsx';

/** The floating quick-navigation: a button at bottom-right on /user and /admin paths. */
export function QuickNav() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inReach = useScrollingUpOrAtEnd();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!showsQuickNav(pathname) || !user) return null;
  const admin = isAdminPath(pathname);
  const links = admin ? QUICK_NAV_ADMIN_LINKS : QUICK_NAV_USER_LINKS;
  const title = quickNavTitle(pathname);

  return (
    <div className={open || inReach ? 'quick-nav' : 'quick-nav quick-nav-away'}>
      {open ? (
        <nav id={panelId} className="quick-nav-panel" aria-label={t('Quick navigation')}>
          <div className="quick-nav-header">
            {/* i18next-instrument-ignore-next-line */}
            <p className="quick-nav-title">{t(title)}</p>
            <p className="quick-nav-email">{user.email}</p>
          </div>
          <ul className="quick-nav-links">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="quick-nav-link">
                  {/* i18next-instrument-ignore-next-line */}
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="quick-nav-footer">
            <ButtonLink to={paths.home.getHref()} variant="outline" size="small">
              {t('Back to Site')}
            </ButtonLink>
            {admin ? null : (
              <ButtonLink to={paths.plans.getHref()} variant="primary" size="small">
                {t('Browse Plans')}
              </ButtonLink>
            )}
          </div>
        </nav>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        className="quick-nav-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? t('Close quick navigation') : t('Quick navigation')}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        {open ? <CloseIcon size={22} /> : <CompassIcon size={22} />}
      </button>
    </div>
  );
}
