import { subscribeNewsletterRoute } from '@shop/shared/api/routes/subscribe-newsletter';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { subscribeToNewsletter } from '../../domain/newsletter/subscribe.ts';
import { clientAddress } from '../../http/client-address.ts';
import { httpRoute } from '../../http/http-route.ts';
import { newsletterRepository } from '../../repositories/newsletter-repository.ts';
import { rateLimitRepository } from '../../repositories/rate-limit-repository.ts';

export const handler = httpRoute(subscribeNewsletterRoute, async ({ body, event }) => {
  const db = documentClient();
  const deps = {
    subscribers: newsletterRepository(db, tableName()),
    rateLimits: rateLimitRepository(db, tableName()),
    mailer: mailerFromEnv(),
    siteUrl: requiredEnv(ENV_NAMES.siteUrl),
  };
  return {
    body: await subscribeToNewsletter(deps, body, clientAddress(event)),
    headers: { 'cache-control': 'no-store' },
  };
});
