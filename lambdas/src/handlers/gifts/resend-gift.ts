import { resendGiftRoute } from '@shop/shared/api/routes/resend-gift';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { resendGift } from '../../domain/gifts/resend-gift.ts';
import { httpRoute } from '../../http/http-route.ts';
import { giftsRepository } from '../../repositories/gifts-repository.ts';
import { ordersRepository } from '../../repositories/orders-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(resendGiftRoute, async ({ params, caller }) => {
  const db = documentClient();
  const table = tableName();
  const deps = {
    orders: ordersRepository(db, table),
    gifts: giftsRepository(db, table),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(db, table),
    siteUrl: siteUrlFromEnv(),
    now: () => new Date(),
  };
  return { body: await resendGift(deps, requireCaller(caller), params.id), headers: { 'cache-control': 'no-store' } };
});
