import { unsubscribeNewsletterOneClickRoute } from '@shop/shared/api/routes/unsubscribe-newsletter-one-click';
import { documentClient, tableName } from '../../db/document-client.ts';
import { unsubscribeFromNewsletter } from '../../domain/newsletter/unsubscribe.ts';
import { httpRoute } from '../../http/http-route.ts';
import { newsletterRepository } from '../../repositories/newsletter-repository.ts';

const MESSAGES = {
  done: 'You have been unsubscribed from the newsletter.',
  invalid: 'This unsubscribe link is not valid.',
} as const;

/**
 * A mail provider's one-click unsubscribe (RFC 8058): a POST with no sign-in, answered 200 with no redirect (the RFC
 * forbids one). A token that is not good answers 404, and nothing changes.
 */
export const handler = httpRoute(unsubscribeNewsletterOneClickRoute, async ({ query }) => {
  const { status } = await unsubscribeFromNewsletter(newsletterRepository(documentClient(), tableName()), query.token);
  return {
    status: status === 'done' ? 200 : 404,
    body: { message: MESSAGES[status] },
    headers: { 'cache-control': 'no-store' },
  };
});
