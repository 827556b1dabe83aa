import { getUserSettingsRoute } from '@shop/shared/api/routes/get-user-settings';
import { documentClient, tableName } from '../../db/document-client.ts';
import { getUserSettings } from '../../domain/accounts/user-settings.ts';
import { httpRoute } from '../../http/http-route.ts';
import { userSettingsRepository } from '../../repositories/user-settings-repository.ts';

export const handler = httpRoute(getUserSettingsRoute, async ({ params, caller }) => ({
  body: await getUserSettings(userSettingsRepository(documentClient(), tableName()), caller, params.userId),
  headers: { 'cache-control': 'private, no-store' },
}));
