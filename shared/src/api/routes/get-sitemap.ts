import * as z from 'zod/mini';
import { lazySchema } from '../../lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';

export const getSitemapRoute = defineRoute({
  name: 'get-sitemap',
  method: 'GET',
  path: '/api/sitemap.xml',
  auth: 'public',
  handler: 'seo/get-sitemap',
  access: { table: 'read' },
  request: {},
  // XML text, not JSON. Written here, not beside the page list in content/site-pages.ts, because the sitemap
  // handler imports that list but not this row: so its bundle carries no zod.
  response: lazySchema(() => z.string()),
});
