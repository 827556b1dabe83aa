import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../../i18n/languages.ts';
import { lazySchema } from '../../lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * A plan page's HTML (decision 0047). CloudFront sends /plans/{id} and /fr/plans/{id} here (plan-page-function.ts in
 * infra); visitors never call it by this address. Any id is accepted: one that is no live plan gets the not-found
 * page with 404, as a mistyped address must.
 */
export const getPlanPageRoute = defineRoute({
  name: 'get-plan-page',
  method: 'GET',
  path: '/api/plan-pages/{language}/{id}',
  auth: 'public',
  handler: 'seo/get-plan-page',
  access: { table: 'read', images: 'read' },
  request: {
    params: lazySchema(() => z.object({ language: z.enum(SHOP_LANGUAGES), id: z.string() })),
  },
  // HTML text, not JSON.
  response: lazySchema(() => z.string()),
});
