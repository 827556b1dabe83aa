import { NewsletterConfirmQuery, NewsletterReceipt } from '../../content/newsletter.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * The link in the confirmation mail lands on the shop's confirmation page, changing nothing (a mail scanner opens it
 * too); the page's button confirms (confirm-newsletter-subscription).
 */
export const confirmNewsletterRoute = defineRoute({
  name: 'confirm-newsletter',
  method: 'GET',
  path: '/api/newsletter/confirm',
  auth: 'public',
  handler: 'newsletter/confirm',
  access: { table: 'read' },
  request: { query: NewsletterConfirmQuery },
  response: NewsletterReceipt,
});
