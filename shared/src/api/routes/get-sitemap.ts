import { SitemapXml } from '../../content/site-pages.ts';
import { defineRoute } from '../route-definition.ts';

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
