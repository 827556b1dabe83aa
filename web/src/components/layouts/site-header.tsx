import { HEADER_SCROLL_THRESHOLD_PX } from '@shop/shared/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { headerLinks, paths } from '../../config/paths.ts';
import { useScrolledPast } from '../../hooks/use-scrolled-past.ts';
import { moreTextsReady, t } from '../../i18n/i18n.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { useAuthDialog } from '../../lib/auth-dialog.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.ts';
import { CloseIcon, MenuIcon } from '../ui/icons.tsx';
import { BrandMark, BrandName } from './brand-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';

// Only a signed-in visitor sees the account menu: it (and its icons) load with the session, not the first screen,
// and its French with the second catalog.
const AccountMenu = lazy(() =>
  Promise.all([import('./account-menu.tsx'), moreTextsReady()]).then(([module]) => ({ default: module.AccountMenu })),
);

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const authDialog = useAuthDialog();
  const { status, user } = useAuth();
  const { site_name } = useSiteSettings();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  // Following a link closes the mobile menu; adjusting state during render avoids a flash of the open menu.
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const toggleRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={scrolled ? 'site-header is-scrolled' : 'site-header'}>
      <div className="container header-inner">
        <Link to={paths.home.getHref()} className="brand">
          <BrandMark />
          <BrandName name={site_name} />
        </Link>
        <nav id="main-nav" aria-label={t('Main')} className={menuOpen ? 'main-nav is-open' : 'main-nav'}>
          <ul className="nav-list">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home.getHref()} className="nav-link">
                  {/* i18next-instrument-ignore-next-line */}
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
            {/* On the narrowest phones the header has no room for the switch: it is the menu's last item there. */}
            <li className="nav-language">
              <LanguageSwitch className="nav-link" />
            </li>
          </ul>
        </nav>
        <div className="header-actions">
          <LanguageSwitch className="language-switch-bar" />
          {user ? (
            <Suspense fallback={<span className="header-placeholder" aria-hidden="true" />}>
              <AccountMenu />
            </Suspense>
          ) : status === 'loading' ? (
            // A saved session is being restored: hold the button's place rather than flash Get Started.
            <span className="header-placeholder" aria-hidden="true" />
          ) : (
            <button type="button" className="button button-primary button-small" onClick={authDialog.open}>
              {t('Get Started')}
            </button>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            aria-label={t('Menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon size={24} /> : <MenuIcon size={24} />}
          </button>
        </div>
      </div>
    </header>
  );
}
