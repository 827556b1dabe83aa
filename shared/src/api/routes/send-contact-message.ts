import { ContactMessageRequest, ContactReceipt } from '../../content/contact.ts';
import { defineRoute } from '../route-definition.ts';

export const sendContactMessageRoute = defineRoute({
  name: 'send-contact-message',
  method: 'POST',
  path: '/api/contact',
  auth: 'public',
  handler: 'contact/send-contact-message',
  access: { table: 'write', email: 'send' },
  request: { body: ContactMessageRequest },
  response: ContactReceipt,
});
