/**
 * The public pages a search engine should know, in the order the sitemap lists them. Plan pages, blog
 * articles and portfolio projects are added from their own sources. Checkout, payment, downloads, the
 * user area and admin are private and left out (robots.txt disallows them too).
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/plans',
  '/services',
  '/about',
  '/contact',
  '/portfolio',
  '/blog',
  '/how-it-works',
  '/faq',
  '/terms',
  '/privacy',
  '/cookies',
] as const;

/** Where the sitemap is served: an API route, so it always lists the plans that are active now. */
export const SITEMAP_PATH = '/api/sitemap.xml';
