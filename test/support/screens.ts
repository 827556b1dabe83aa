/** Every staff screen of the admin area (user-and-admin spec), for the checks that visit them all. */
export const ADMIN_SCREENS = [
  '/admin/dashboard',
  '/admin/analytics',
  '/admin/plans',
  '/admin/orders',
  '/admin/users',
  '/admin/portfolio',
  '/admin/ads',
  '/admin/settings',
  '/admin/invite-user',
] as const;
