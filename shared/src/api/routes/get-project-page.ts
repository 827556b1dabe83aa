import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../../i18n/languages.ts';
import { lazySchema } from '../../lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * A portfolio project's page HTML (decision 0058), as get-plan-page is a plan's: CloudFront sends /portfolio/{id}
 * and /fr/portfolio/{id} here (plan-page-function.ts in infra). An id that is no project gets the 404 page.
 */
export const getProjectPageRoute = defineRoute({
  name: 'get-project-page',
  method: 'GET',
  path: '/api/project-pages/{language}/{id}',
  auth: 'public',
  handler: 'seo/get-project-page',
  access: { table: 'read' },
  request: {
    params: lazySchema(() => z.object({ language: z.enum(SHOP_LANGUAGES), id: z.string() })),
  },
  // HTML text, not JSON.
  response: lazySchema(() => z.string()),
});
