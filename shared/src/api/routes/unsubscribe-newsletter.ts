import { NewsletterReceipt, NewsletterUnsubscribeQuery } from '../../content/newsletter.ts';
import { defineRoute } from '../route-definition.ts';

/** The visible link in newsletter mails lands on the unsubscribe page, changing nothing; its button POSTs (one-click row). */
export const unsubscribeNewsletterRoute = defineRoute({
  name: 'unsubscribe-newsletter',
  method: 'GET',
  path: '/api/newsletter/unsubscribe',
  auth: 'public',
  handler: 'newsletter/unsubscribe',
  access: { table: 'read' },
  request: { query: NewsletterUnsubscribeQuery },
  response: NewsletterReceipt,
});
