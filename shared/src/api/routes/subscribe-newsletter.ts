import { NewsletterReceipt, NewsletterSignupRequest } from '../../content/newsletter.ts';
import { defineRoute } from '../route-definition.ts';

export const subscribeNewsletterRoute = defineRoute({
  name: 'subscribe-newsletter',
  method: 'POST',
  path: '/api/newsletter',
  auth: 'public',
  handler: 'newsletter/subscribe',
  access: { table: 'write', email: 'send' },
  request: { body: NewsletterSignupRequest },
  response: NewsletterReceipt,
});
