import { NewsletterConfirmQuery, NewsletterReceipt } from '../../content/newsletter.ts';
import { defineRoute } from '../route-definition.ts';

/** The link in the confirmation mail: confirms the address, sends the welcome, and lands on the shop's page. */
export const confirmNewsletterRoute = defineRoute({
  name: 'confirm-newsletter',
  method: 'GET',
  path: '/api/newsletter/confirm',
  auth: 'public',
  handler: 'newsletter/confirm',
  access: { table: 'write', email: 'send' },
  request: { query: NewsletterConfirmQuery },
  response: NewsletterReceipt,
});
