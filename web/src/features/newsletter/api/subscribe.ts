import { subscribeNewsletterRoute } from '@shop/shared/api/routes/subscribe-newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function subscribeToNewsletter(email: string) {
  return apiRequest(subscribeNewsletterRoute, { body: { email } });
}

export function useSubscribeToNewsletter() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
