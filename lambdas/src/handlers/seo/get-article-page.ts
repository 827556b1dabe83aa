import { getArticlePageRoute } from '@shop/shared/api/routes/get-article-page';
import { siteShell } from '../../adapters/site-shell.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { renderArticlePage } from '../../domain/seo/render-content-page.ts';
import { httpRoute } from '../../http/http-route.ts';

/** Made once per container, so its copy of the build's shells lasts between requests. */
let shell: ReturnType<typeof siteShell> | undefined;

export const handler = httpRoute(getArticlePageRoute, async ({ params }) => {
  const siteUrl = requiredEnv(ENV_NAMES.siteUrl);
  shell ??= siteShell(siteUrl);
  const page = await renderArticlePage({ shell, siteUrl }, params.language, params.slug);
  return {
    status: page.status,
    text: page.html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl },
  };
});
