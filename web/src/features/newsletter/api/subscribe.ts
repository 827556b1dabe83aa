import { subscribeNewsletterRoute } from '@shop/shared/api/routes/subscribe-newsletter';
import { useMutation } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The page's language goes with the address: the welcome mail and later newsletters follow it (decision 0028). */
export function subscribeToNewsletter(email: string) {
  return apiRequest(subscribeNewsletterRoute, { body: { email, language: currentLanguage() } });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
