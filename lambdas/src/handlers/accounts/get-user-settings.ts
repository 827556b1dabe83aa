import { routeByName } from '@shop/shared/api/routes';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getUserSettings } from '../../domain/accounts/user-settings.ts';
import { httpRoute } from '../../http/http-route.ts';
import { userSettingsRepository } from '../../repositories/user-settings-repository.ts';

const route = routeByName('get-user-settings');

export const handler = httpRoute(route, async ({ params, caller }) => ({
  body: await getUserSettings(userSettingsRepository(documentClient(), tableName()), caller, params.userId),
  headers: { 'cache-control': 'private, no-store' },
}));
