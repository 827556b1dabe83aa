import { routeByName } from '@shop/shared/api/routes';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getSiteSettings } from '../../domain/settings/site-settings.ts';
import { httpRoute } from '../../http/http-route.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';

const route = routeByName('get-admin-site-settings');

export const handler = httpRoute(route, async () => ({
  body: await getSiteSettings({
    settings: siteSettingsRepository(documentClient(), tableName()),
    paystackPublicKey: optionalEnv(ENV_NAMES.paystackPublicKey) ?? '',
  }),
  headers: { 'cache-control': 'private, no-store' },
}));
