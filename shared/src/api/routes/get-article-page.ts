import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../../i18n/languages.ts';
import { lazySchema } from '../../lazy-schema.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * A blog article's page HTML (decision 0058): CloudFront sends /blog/{slug} and /fr/blog/{slug} here
 * (plan-page-function.ts in infra). A slug that is no article gets the 404 page.
 */
export const getArticlePageRoute = defineRoute({
  name: 'get-article-page',
  method: 'GET',
  path: '/api/article-pages/{language}/{slug}',
  auth: 'public',
  handler: 'seo/get-article-page',
  access: {},
  request: {
    params: lazySchema(() => z.object({ language: z.enum(SHOP_LANGUAGES), slug: z.string() })),
  },
  // HTML text, not JSON.
  response: lazySchema(() => z.string()),
});
