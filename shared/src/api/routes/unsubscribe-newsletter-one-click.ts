import { NewsletterReceipt, NewsletterUnsubscribeQuery } from '../../content/newsletter.ts';
import { defineRoute } from '../route-definition.ts';

/**
 * RFC 8058 one-click unsubscribe: a mail provider POSTs `List-Unsubscribe=One-Click` (form-encoded) to the URL of the
 * List-Unsubscribe header, with no sign-in and no page. The token in the URL is the authority; the body is not read.
 */
export const unsubscribeNewsletterOneClickRoute = defineRoute({
  name: 'unsubscribe-newsletter-one-click',
  method: 'POST',
  path: '/api/newsletter/unsubscribe',
  auth: 'public',
  handler: 'newsletter/unsubscribe-one-click',
  access: { table: 'write' },
  request: { query: NewsletterUnsubscribeQuery },
  response: NewsletterReceipt,
});
