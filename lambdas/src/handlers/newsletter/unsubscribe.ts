import { unsubscribeNewsletterRoute } from '@shop/shared/api/routes/unsubscribe-newsletter';
import { NEWSLETTER_UNSUBSCRIBED_PATH } from '@shop/shared/content/newsletter';
import { languagePrefix } from '@shop/shared/i18n/languages';
import { ENV_NAMES, optionalEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { unsubscribeFromNewsletter } from '../../domain/newsletter/unsubscribe.ts';
import { httpRoute } from '../../http/http-route.ts';
import { newsletterRepository } from '../../repositories/newsletter-repository.ts';

const MESSAGES = {
  done: 'You have been unsubscribed from the newsletter.',
  invalid: 'This unsubscribe link is not valid.',
} as const;

/**
 * The link in a mail is opened by a person: answer with the web page that says what happened, in the subscriber's
 * language (`/fr/newsletter/unsubscribed` for a French subscriber).
 */
export const handler = httpRoute(unsubscribeNewsletterRoute, async ({ query }) => {
  const { status, language } = await unsubscribeFromNewsletter(
    newsletterRepository(documentClient(), tableName()),
    query.token,
  );
  const site = (optionalEnv(ENV_NAMES.siteUrl) ?? '').replace(/\/+$/, '');
  return {
    status: 303,
    body: { message: MESSAGES[status] },
    headers: {
      location: `${site}${languagePrefix(language)}${NEWSLETTER_UNSUBSCRIBED_PATH}?status=${status}`,
      'cache-control': 'no-store',
    },
  };
});
