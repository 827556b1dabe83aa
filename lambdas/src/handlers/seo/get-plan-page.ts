import { getPlanPageRoute } from '@shop/shared/api/routes/get-plan-page';
import { s3Client } from '../../adapters/s3-client.ts';
import { siteShell } from '../../adapters/site-shell.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { renderPlanPage } from '../../domain/seo/render-plan-page.ts';
import { httpRoute } from '../../http/http-route.ts';
import { plansRepository } from '../../repositories/plans-repository.ts';
import { storedObjects } from '../../repositories/stored-objects.ts';

/** Made once per container, so its copy of the build's shells lasts between requests. */
let shell: ReturnType<typeof siteShell> | undefined;

export const handler = httpRoute(getPlanPageRoute, async ({ params }) => {
  const siteUrl = requiredEnv(ENV_NAMES.siteUrl);
  shell ??= siteShell(siteUrl);
  const plans = plansRepository(documentClient(), tableName());
  const images = storedObjects(s3Client(), requiredEnv(ENV_NAMES.imagesBucket));
  const page = await renderPlanPage({ plans, shell, siteUrl, images }, params.language, params.id);
  return {
    status: page.status,
    text: page.html,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': page.cacheControl },
  };
});
