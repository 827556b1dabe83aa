import { sendContactMessageRoute } from '@shop/shared/api/routes/send-contact-message';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { sendContactMessage } from '../../domain/contact/send-contact-message.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { contactMessagesRepository } from '../../repositories/contact-messages-repository.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';
import { siteSettingsRepository } from '../../repositories/site-settings-repository.ts';
import { contactDesk } from '../requests/contact-desk.ts';

export const handler = httpRoute(sendContactMessageRoute, async ({ body, event }) => {
  const db = documentClient();
  const deps = {
    messages: contactMessagesRepository(db, tableName()),
    rateLimits: rateLimitRepository(db, tableName()),
    mailer: mailerFromEnv(),
    settings: siteSettingsRepository(db, tableName()),
    inbox: optionalEnv(ENV_NAMES.contactEmail),
    desk: contactDesk(db),
  };
  return {
    body: await sendContactMessage(deps, body, clientAddress(event)),
    headers: { 'cache-control': 'no-store' },
  };
});
