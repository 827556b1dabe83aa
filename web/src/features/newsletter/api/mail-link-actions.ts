import { confirmNewsletterSubscriptionRoute } from '@shop/shared/api/routes/confirm-newsletter-subscription';
import { unsubscribeNewsletterOneClickRoute } from '@shop/shared/api/routes/unsubscribe-newsletter-one-click';
import type { ConfirmStatus, UnsubscribeStatus } from '@shop/shared/content/newsletter';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/**
 * What the buttons of the pages a newsletter mail's links land on do: a POST each, which mail scanners (they only
 * open links) never send. Answers what happened, as the page shows it.
 */
export async function confirmSubscription(token: string): Promise<ConfirmStatus> {
  try {
    return (await apiRequest(confirmNewsletterSubscriptionRoute, { query: { token } })).status;
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) return 'expired';
    if (error instanceof ApiError && error.status === 404) return 'invalid';
    throw error;
  }
}

/** The same POST as a mail provider's one-click unsubscribe. */
export async function unsubscribeByButton(token: string): Promise<UnsubscribeStatus> {
  try {
    await apiRequest(unsubscribeNewsletterOneClickRoute, { query: { token } });
    return 'done';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'invalid';
    throw error;
  }
}
