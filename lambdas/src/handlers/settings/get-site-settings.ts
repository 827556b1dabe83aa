import { PUBLIC_READ_CACHE } from '@shop/shared/api/cache-control';
import { getSiteSettingsRoute } from '@shop/shared/api/routes/get-site-settings';
import { publicSiteSettings } from '@shop/shared/settings/admin-site-settings';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getSiteSettings } from '../../domain/settings/site-settings.ts';
import { httpRoute } from '../../http/http-route.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

/** The public part only; staff read everything from GET /api/admin/settings. */
export const handler = httpRoute(getSiteSettingsRoute, async () => {
  const settings = await getSiteSettings({
    settings: siteSettingsRepository(documentClient(), tableName()),
    paystackPublicKey: optionalEnv(ENV_NAMES.paystackPublicKey) ?? '',
  });
  // A short cache: a change staff save shows in the shop within a minute.
  return { body: publicSiteSettings(settings), headers: { 'cache-control': PUBLIC_READ_CACHE } };
});
