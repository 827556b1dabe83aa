import { confirmNewsletterRoute } from '@shop/shared/api/routes/confirm-newsletter';
import { NEWSLETTER_CONFIRMED_PATH } from '@shop/shared/content/newsletter';
import { languagePrefix } from '@shop/shared/i18n/languages';
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

/** The link in the confirmation mail is opened by a person: answer with the shop's page that says what happened. */
export const handler = httpRoute(confirmNewsletterRoute, async ({ query }) => {
  const siteUrl = requiredEnv(ENV_NAMES.siteUrl);
  const deps = {
    subscribers: newsletterRepository(documentClient(), tableName()),
    mailer: mailerFromEnv(),
    siteUrl,
    unsubscribeMailbox: unsubscribeMailbox(),
  };
  const { status, language } = await confirmNewsletter(deps, query.token);
  return {
    status: 303,
    body: { message: MESSAGES[status] },
    headers: {
      location: `${siteUrl.replace(/\/+$/, '')}${languagePrefix(language)}${NEWSLETTER_CONFIRMED_PATH}?status=${status}`,
      'cache-control': 'no-store',
    },
  };
});
