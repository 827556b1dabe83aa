import { getAdminSiteSettingsRoute } from '@shop/shared/api/routes/get-admin-site-settings';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getSiteSettings } from '../../domain/settings/site-settings.ts';
import { httpRoute } from '../../http/http-route.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

export const handler = httpRoute(getAdminSiteSettingsRoute, async () => ({
  body: await getSiteSettings({
    settings: siteSettingsRepository(documentClient(), tableName()),
    paystackPublicKey: optionalEnv(ENV_NAMES.paystackPublicKey) ?? '',
  }),
  headers: { 'cache-control': 'private, no-store' },
}));
