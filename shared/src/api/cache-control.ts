/**
 * Cache-Control of the API's answers. CloudFront caches what says `s-maxage` (its API cache policy honours
 * the origin's headers); browsers use `max-age`.
 * - Public reads anyone may share: the edge keeps them a minute, so anonymous catalogue traffic mostly never
 *   reaches a Lambda, while a staff change (a price, a renamed site, a deleted project) is public within a
 *   minute. Browsers revalidate at once (max-age=0): a reload never shows a page older than the edge's copy.
 * - The sitemap changes with the catalogue but is read by crawlers only: an hour.
 * - Everything personal or for staff: never stored anywhere.
 */
export const PUBLIC_READ_CACHE = 'public, max-age=0, s-maxage=60';
export const SITEMAP_CACHE = 'public, max-age=3600, s-maxage=3600';
export const PRIVATE_NO_STORE = 'private, no-store';
