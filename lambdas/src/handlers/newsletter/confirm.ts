import { confirmNewsletterRoute } from '@shop/shared/api/routes/confirm-newsletter';
import { NEWSLETTER_CONFIRMED_PATH } from '@shop/shared/content/newsletter';
import { ENV_NAMES, requiredEnv } from '../../config/env.ts';
import { documentClient, tableName } from '../../db/document-client.ts';
import { landingLanguage } from '../../domain/newsletter/landing-language.ts';
import { httpRoute } from '../../http/http-route.ts';
import { newsletterRepository } from '../../repositories/newsletter-repository.ts';
import { landingRedirect } from './landing-redirect.ts';

/**
 * The link in the confirmation mail: lands on the shop's confirmation page with the token, and confirms nothing. A
 * mail scanner opening the link must not subscribe an address; the person presses the page's button (a POST).
 */
export const handler = httpRoute(confirmNewsletterRoute, async ({ query }) => {
  const site = requiredEnv(ENV_NAMES.siteUrl).replace(/\/+$/, '');
  const language = await landingLanguage(newsletterRepository(documentClient(), tableName()), query.token);
  const message = 'Confirm your subscription on the page.';
  return landingRedirect({ site, path: NEWSLETTER_CONFIRMED_PATH, language, token: query.token, message });
});
