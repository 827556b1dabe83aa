import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { accountLinks, paths } from '../../config/paths.ts';
import { t } from '../../i18n/i18n.ts';
import { accountName, shortAccountName } from '../../lib/account-name.ts';
import { useAuth } from '../../lib/auth-context.tsx';
import { ChevronDownIcon, LogOutIcon } from '../ui/account-icons.tsx';
import { Avatar } from '../ui/avatar.tsx';
import { useToast } from '../ui/toast.tsx';

/**
 * The signed-in menu of the header: who is signed in, the user area's pages and
 * Sign Out. A disclosure rather than an ARIA menu: it holds plain links, which screen readers list as such.
 */
export function AccountMenu() {
  const { user, profile, isAdmin, signOut } = useAuth();
  const showToast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  // Following a link closes the menu.
  if (open && openedAt !== pathname) setOpen(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  if (!user) return null;
  const name = accountName(profile, user);

  const onSignOut = async () => {
    setOpen(false);
    await signOut();
    showToast(t('You have been signed out.'));
    navigate(paths.home.getHref());
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className="account-trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        <Avatar name={name} url={profile?.avatar_url || undefined} size={32} />
        <span className="account-trigger-name">
          <span className="visually-hidden">{t('Account menu:')} </span>
          {shortAccountName(profile, user)}
        </span>
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <div id={panelId} className="account-menu-panel">
          <p className="account-menu-who">
            <strong>{name}</strong>
            {name !== user.email ? <span>{user.email}</span> : null}
          </p>
          <nav aria-label={t('Your account')}>
            <ul className="account-menu-links">
              {accountLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="account-menu-item">
                    {/* i18next-instrument-ignore-next-line */}
                    {t(link.label)}
                  </Link>
                </li>
              ))}
              {isAdmin ? (
                <li>
                  <Link to={paths.adminDashboard.getHref()} className="account-menu-item">
                    {t('Admin Area')}
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
          <div className="account-menu-signout">
            <button type="button" className="account-menu-item" onClick={onSignOut}>
              <LogOutIcon size={18} />
              {t('Sign Out')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
