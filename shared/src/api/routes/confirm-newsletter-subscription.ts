import { NewsletterConfirmQuery } from '../../content/newsletter.ts';
import { NewsletterConfirmAnswer } from '../../content/newsletter-landing.ts';
import { defineRoute } from '../route-definition.ts';

/** The confirmation page's button: confirms the address (a POST, which mail scanners do not send) and sends the welcome. */
export const confirmNewsletterSubscriptionRoute = defineRoute({
  name: 'confirm-newsletter-subscription',
  method: 'POST',
  path: '/api/newsletter/confirm',
  auth: 'public',
  handler: 'newsletter/confirm-subscription',
  access: { table: 'write', email: 'send' },
  request: { query: NewsletterConfirmQuery },
  response: NewsletterConfirmAnswer,
});
