/**
 * Every address the web app answers with a page of its own, in React Router's pattern syntax (`:param`, `:param?`,
 * a trailing `*` for an area that shows its own not-found view). The edge answers any other path with the shop's
 * not-found page and HTTP 404 (web/src/config/paths.ts is checked against this list by a test), so search engines
 * never index a "soft 404". French pages are the same addresses under /fr.
 */
export const SHOP_ROUTE_PATTERNS = [
  '/',
  '/plans',
  '/plans/:id',
  '/about',
  '/contact',
  '/services',
  '/portfolio',
  '/portfolio/:id',
  '/blog',
  '/blog/:slug',
  '/how-it-works',
  '/faq',
  '/checkout',
  '/payment/verify',
  '/download/:orderId?',
  '/terms',
  '/privacy',
  '/cookies',
  '/newsletter/unsubscribed',
  '/newsletter/confirmed',
  '/auth/register',
  '/user',
  '/user/dashboard',
  '/user/profile',
  '/user/orders',
  '/user/orders/:orderId/invoice',
  '/user/favorites',
  '/user/library',
  '/user/downloads/:orderId?',
  '/user/settings',
  // A gift's claim page, from the recipient's mail (decision 0055).
  '/gift/claim',
  // The staff area is one app with its own not-found view, kept out of search by robots.txt and sign-in.
  '/admin*',
] as const;

/** A pattern as a regular expression source matching a path without its /fr prefix, with or without a final `/`. */
export function routePatternSource(pattern: string): string {
  if (pattern === '/') return '^\\/$';
  const area = pattern.endsWith('*');
  const body = (area ? pattern.slice(0, -1) : pattern)
    .split('/')
    .slice(1)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:\\/[^/]+)?' : '\\/[^/]+';
      return `\\/${segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}`;
    })
    .join('');
  return area ? `^${body}(?:\\/.*)?$` : `^${body}\\/?$`;
}
