import { deliverRequestFilesRoute } from '@shop/shared/api/routes/deliver-request-files';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { deliverCustomFiles } from '../../domain/quotes/deliver-custom-files.ts';
import { httpRoute } from '../../http/http-route.ts';
import { customizedOrderFiles } from '../../repositories/customized-order-files.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';
import { planFilesBucket, quoteWriteDeps } from './quote-deps.ts';

export const handler = httpRoute(deliverRequestFilesRoute, async ({ params, body, caller }) => {
  const db = documentClient();
  const deps = {
    ...quoteWriteDeps(),
    orderFiles: customizedOrderFiles(db, tableName()),
    planFiles: planFilesBucket(),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(db, tableName()),
    siteUrl: siteUrlFromEnv(),
  };
  return {
    body: await deliverCustomFiles(deps, requireCaller(caller), params.id, body),
    headers: { 'cache-control': 'no-store' },
  };
});
