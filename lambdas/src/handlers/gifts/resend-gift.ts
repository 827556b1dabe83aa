import { resendGiftRoute } from '@shop/shared/api/routes/resend-gift';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { resendGift } from '../../domain/gifts/resend-gift.ts';
import { httpRoute } from '../../http/http-route.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';
import { giftDeps } from './gift-deps.ts';

export const handler = httpRoute(resendGiftRoute, async ({ params, caller }) => {
  const deps = {
    ...giftDeps(),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(documentClient(), tableName()),
    siteUrl: siteUrlFromEnv(),
  };
  return { body: await resendGift(deps, requireCaller(caller), params.id), headers: { 'cache-control': 'no-store' } };
});
