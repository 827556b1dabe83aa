/** The content pages every visitor can open, for the checks that visit them all. */
export const CONTENT_SCREENS = [
  '/about',
  '/contact',
  '/services',
  '/portfolio',
  '/blog',
  '/how-it-works',
  '/faq',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

/** Every staff screen of the admin area , for the checks that visit them all. */
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
