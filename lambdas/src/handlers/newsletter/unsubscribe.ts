import { unsubscribeNewsletterRoute } from '@shop/shared/api/routes/unsubscribe-newsletter';
import { NEWSLETTER_UNSUBSCRIBED_PATH } from '@shop/shared/content/newsletter';
import { siteUrlFromEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { landingLanguage } from '../../domain/newsletter/landing-language.ts';
import { httpRoute } from '../../http/http-route.ts';
import { newsletterRepository } from '../../repositories/newsletter-repository.ts';
import { landingRedirect } from './landing-redirect.ts';

/**
 * The unsubscribe link in a mail's text: lands on the unsubscribe page (in the subscriber's language) with the token,
 * and changes nothing, since mail scanners open links with a GET (RFC 8058 asks the same of the header's URL). The
 * page's button POSTs to the same address, as one-click unsubscribe does.
 */
export const handler = httpRoute(unsubscribeNewsletterRoute, async ({ query }) => {
  const language = await landingLanguage(newsletterRepository(documentClient(), tableName()), query.token);
  const site = siteUrlFromEnv();
  const message = 'Unsubscribe on the page.';
  return landingRedirect({ site, path: NEWSLETTER_UNSUBSCRIBED_PATH, language, token: query.token, message });
});
