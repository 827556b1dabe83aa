import { paths } from '../../config/paths.ts';
import { msg } from '../../i18n/msg.ts';

/**
 * The floating quick-navigation's title by path: the page's own name where it is
 * one of the named pages (under /user or /admin), else Admin or User Area.
 */
export function quickNavTitle(pathname: string): string {
  const path = pathname.toLowerCase();
  if (path.includes('/dashboard')) return 'Dashboard';
  if (path.includes('/profile')) return 'Profile';
  if (path.includes('/orders')) return 'Orders';
  if (path.includes('/favorites')) return 'Favorites';
  if (path.includes('/user/library')) return 'My plans';
  if (path.includes('/settings')) return msg('Settings');
  if (path === '/admin' || path.startsWith('/admin/')) return 'Admin';
  return msg('User Area');
}

/** Shown only on paths under /user or /admin. */
export function showsQuickNav(pathname: string): boolean {
  return /^\/(user|admin)(\/|$)/.test(pathname);
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

export const QUICK_NAV_ADMIN_LINKS = [
  { label: 'Dashboard', to: paths.adminDashboard.getHref() },
  { label: 'Plans', to: paths.adminPlans.getHref() },
  { label: 'Orders', to: paths.adminOrders.getHref() },
  { label: 'Users', to: paths.adminUsers.getHref() },
  { label: 'Settings', to: paths.adminSettings.getHref() },
] as const;

export const QUICK_NAV_USER_LINKS = [
  { label: 'Dashboard', to: paths.userDashboard.getHref() },
  { label: 'Profile', to: paths.userProfile.getHref() },
  { label: 'Orders', to: paths.userOrders.getHref() },
  { label: 'My plans', to: paths.userLibrary.getHref() },
  { label: 'Favorites', to: paths.userFavorites.getHref() },
  { label: 'Settings', to: paths.userSettings.getHref() },
] as const;
