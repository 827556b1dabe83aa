import { pathInLanguage } from '../i18n/languages.ts';
import { SITEMAP_PATH } from './site-pages.ts';

/** Paths crawlers should leave alone: private pages and the API (the sitemap route is allowed explicitly). */
const DISALLOWED = [
  '/checkout',
  '/payment/',
  '/download/',
  '/user/',
  '/admin/',
  '/auth/',
  '/newsletter/',
  '/api/',
  '/gift/',
];

/**
 * robots.txt. The Sitemap line needs an absolute address, which only exists once the site is deployed:
 * the CDK site writes this file with the site's URL; web/public/robots.txt is the same text without it.
 */
export function robotsTxt(siteUrl?: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    `Allow: ${SITEMAP_PATH}`,
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    // The same private pages in French (decision 0026); /api/ has no French address.
    ...DISALLOWED.filter((path) => path !== '/api/').map((path) => `Disallow: ${pathInLanguage(path, 'fr')}`),
  ];
  if (siteUrl) lines.push('', `Sitemap: ${siteUrl.replace(/\/+$/, '')}${SITEMAP_PATH}`);
  return `${lines.join('\n')}\n`;
}
