import { confirmNewsletterSubscriptionRoute } from '@shop/shared/api/routes/confirm-newsletter-subscription';
import { mailerFromEnv } from '../../adapters/mailer.ts';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { unsubscribeMailbox } from '../../config/unsubscribe-mailbox.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { confirmNewsletter } from '../../domain/newsletter/confirm.ts';
import { httpRoute } from '../../http/http-route.ts';
import { newsletterRepository } from '../../repositories/newsletter-repository.ts';

const MESSAGES = {
  done: 'Your subscription is confirmed.',
  expired: 'This confirmation link has expired. Please sign up again.',
  invalid: 'This confirmation link is not valid.',
} as const;

const STATUS_CODES = { done: 200, expired: 410, invalid: 404 } as const;

/** The confirmation page's button (a POST): confirms the address and sends the welcome; says what happened. */
export const handler = httpRoute(confirmNewsletterSubscriptionRoute, async ({ query }) => {
  const deps = {
    subscribers: newsletterRepository(documentClient(), tableName()),
    mailer: mailerFromEnv(),
    siteUrl: requiredEnv(ENV_NAMES.siteUrl),
    unsubscribeMailbox: unsubscribeMailbox(),
  };
  const { status } = await confirmNewsletter(deps, query.token);
  return {
    status: STATUS_CODES[status],
    body: { message: MESSAGES[status], status },
    headers: { 'cache-control': 'no-store' },
  };
});
