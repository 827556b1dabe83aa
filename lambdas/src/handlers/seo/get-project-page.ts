import { getProjectPageRoute } from '@shop/shared/api/routes/get-project-page';
import { siteShell } from '../../adapters/site-shell.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { renderProjectPage } from '../../domain/seo/render-content-page.ts';
import { httpRoute } from '../../http/http-route.ts';
import { portfolioRepository } from '../../repositories/portfolio-repository.ts';

/** Made once per container, so its copy of the build's shells lasts between requests. */
let shell: ReturnType<typeof siteShell> | undefined;

export const handler = httpRoute(getProjectPageRoute, async ({ params }) => {
  const siteUrl = requiredEnv(ENV_NAMES.siteUrl);
  shell ??= siteShell(siteUrl);
  const portfolio = portfolioRepository(documentClient(), tableName());
  const page = await renderProjectPage({ portfolio, shell, siteUrl }, params.language, params.id);
  return {
    status: page.status,
    text: page.html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl },
  };
});
