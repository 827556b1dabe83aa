import { subscribeNewsletterRoute } from '@shop/shared/api/routes/subscribe-newsletter';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage, moreTextsReady } from '../../../i18n/i18n.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * The page's language goes with the address: the confirmation, the welcome and later newsletters follow it (decision
 * 0028); the page's path is kept with the consent.
 */
function subscribeToNewsletter(email: string) {
  const page = window.location.pathname.slice(0, 300);
  return apiRequest(subscribeNewsletterRoute, { body: { email, language: currentLanguage(), page } });
}

/**
 * The answer (thanks, or what went wrong) is in the second catalog, which the first screen loads only once idle:
 * it is fetched alongside the request and awaited before the answer shows, so a visitor who subscribes at once on
 * a slow phone reads it in the page's language too.
 */
async function subscribeWithAnswerTexts(email: string) {
  const texts = moreTextsReady().catch(() => undefined);
  try {
    return await subscribeToNewsletter(email);
  } finally {
    await texts;
  }
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeWithAnswerTexts });
}
