import { noteSignInRoute } from '@shop/shared/api/routes/note-sign-in';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { noteSignIn } from '../../domain/accounts/note-sign-in.ts';
import { requireCaller } from '../../domain/accounts/require-caller.ts';
import { profileRecipients } from '../../domain/mails/recipient-lookup.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { knownDevicesRepository } from '../../repositories/known-devices-repository.ts';
import { profilesRepository } from '../../repositories/profiles-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';
import { userSettingsRepository } from '../../repositories/user-settings-repository.ts';

export const handler = httpRoute(noteSignInRoute, async ({ params, body, caller, event }) => {
  const db = documentClient();
  const table = tableName();
  return {
    body: await noteSignIn(
      {
        devices: knownDevicesRepository(db, table),
        userSettings: userSettingsRepository(db, table),
        recipients: profileRecipients(profilesRepository(db, table)),
        site: siteSettingsRepository(db, table),
        mailer: mailerFromEnv(),
        siteUrl: siteUrlFromEnv(),
        now: () => new Date(),
      },
      requireCaller(caller),
      params.userId,
      { device: body.device, userAgent: event.headers?.['user-agent'], address: clientAddress(event) },
    ),
    headers: { 'cache-control': 'no-store' },
  };
});
