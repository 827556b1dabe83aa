import { deliverRequestFilesRoute } from '@shop/shared/api/routes/deliver-request-files';
import { defaultAuditLog } from '../../adapters/default-audit-log.ts';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { deliverCustomFiles } from '../../domain/quotes/deliver-custom-files.ts';
import { httpRoute } from '../../http/http-route.ts';
import { customizedOrderFiles } from '../../repositories/customized-order-files.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { requestQuotesRepository } from '../../repositories/request-quotes-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';
import { planFilesBucket } from './quote-deps.ts';

export const handler = httpRoute(deliverRequestFilesRoute, async ({ params, body, caller }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    quotes: requestQuotesRepository(db, table),
    orders: ordersRepository(db, table),
    orderFiles: customizedOrderFiles(db, table),
    planFiles: planFilesBucket(),
    audit: defaultAuditLog(),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(db, table),
    siteUrl: siteUrlFromEnv(),
    now: () => new Date(),
  };
  return {
    body: await deliverCustomFiles(deps, requireCaller(caller), params.id, body),
    headers: { 'cache-control': 'no-store' },
  };
});
