import { sendContactMessageRoute } from '@shop/shared/api/routes/send-contact-message';
import type { ContactMessageInput } from '@shop/shared/content/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function sendContactMessage(message: ContactMessageInput) {
  return apiRequest(sendContactMessageRoute, { body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
