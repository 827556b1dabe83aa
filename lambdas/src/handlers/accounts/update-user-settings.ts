import { updateUserSettingsRoute } from '@shop/shared/api/routes/update-user-settings';
import { documentClient, tableName } from '../../db/document-client.ts';
import { updateUserSettings } from '../../domain/accounts/user-settings.ts';
import { httpRoute } from '../../http/http-route.ts';
import { userSettingsRepository } from '../../repositories/user-settings-repository.ts';

export const handler = httpRoute(updateUserSettingsRoute, async ({ params, body, caller }) => ({
  body: await updateUserSettings(
    userSettingsRepository(documentClient(), tableName()),
    caller,
    params.userId,
    body,
    new Date(),
  ),
  headers: { 'cache-control': 'private, no-store' },
}));
