import * as z from 'zod/mini';
import { FIRM_PAGES } from '../../content/firm-pages.ts';
import { SHOP_LANGUAGES } from '../../i18n/languages.ts';
import { lazySchema } from '../../lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * Home's and Contact's page HTML with the firm's JSON-LD, built from the site settings staff edit: CloudFront sends
 * /, /contact, /fr and /fr/contact here (plan-page-function.ts in infra).
 */
export const getFirmPageRoute = defineRoute({
  name: 'get-firm-page',
  method: 'GET',
  path: '/api/firm-pages/{language}/{page}',
  auth: 'public',
  handler: 'seo/get-firm-page',
  access: { table: 'read' },
  request: {
    params: lazySchema(() => z.object({ language: z.enum(SHOP_LANGUAGES), page: z.enum(FIRM_PAGES) })),
  },
  // HTML text, not JSON.
  response: lazySchema(() => z.string()),
});
