import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * The sitemap route answers XML text, not JSON. Kept here, not beside the page list in content/site-pages.ts,
 * because the sitemap handler imports that list but not its route row: so its bundle carries no zod.
 */
export const SitemapXml = lazySchema(() => z.string());

export const getSitemapRoute = defineRoute({
  name: 'get-sitemap',
  method: 'GET',
  path: '/api/sitemap.xml',
  auth: 'public',
  handler: 'seo/get-sitemap',
  access: { table: 'read' },
  request: {},
  response: SitemapXml,
});
