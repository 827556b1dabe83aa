import { getFirmPageRoute } from '@shop/shared/api/routes/get-firm-page';
import { siteShell } from '../../adapters/site-shell.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { renderFirmPage } from '../../domain/seo/render-firm-page.ts';
import { httpRoute } from '../../http/http-route.ts';
import { readSiteSettings } from '../../repositories/site-settings-repository.ts';

/** Made once per container, so its copy of the build's shells lasts between requests. */
let shell: ReturnType<typeof siteShell> | undefined;

export const handler = httpRoute(getFirmPageRoute, async ({ params }) => {
  const siteUrl = requiredEnv(ENV_NAMES.siteUrl);
  shell ??= siteShell(siteUrl);
  const settings = () => readSiteSettings(documentClient(), tableName());
  const page = await renderFirmPage({ shell, siteUrl, settings }, params.language, params.page);
  return {
    status: page.status,
    text: page.html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl },
  };
});
