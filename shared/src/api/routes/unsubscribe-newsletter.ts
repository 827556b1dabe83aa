import { NewsletterReceipt, NewsletterUnsubscribeQuery } from '../../content/newsletter.ts';
import { defineRoute } from '../route-definition.ts';

export const unsubscribeNewsletterRoute = defineRoute({
  name: 'unsubscribe-newsletter',
  method: 'GET',
  path: '/api/newsletter/unsubscribe',
  auth: 'public',
  handler: 'newsletter/unsubscribe',
  access: { table: 'write' },
  request: { query: NewsletterUnsubscribeQuery },
  response: NewsletterReceipt,
});
