import { WebhookReceipt } from '../../payments/webhook.ts';
import { defineRoute } from '../route-definition.ts';

export const paymentWebhookRoute = defineRoute({
  name: 'payment-webhook',
  method: 'POST',
  path: '/api/payments/webhook',
  auth: 'public',
  handler: 'payments/payment-webhook',
  // planFiles write: a refund or a dispute removes the order's stamped copies.
  access: { table: 'write', paystack: 'use', email: 'send', planFiles: 'write' },
  // No body schema: the signature is checked over the raw body before anything is parsed.
  request: {},
  response: WebhookReceipt,
});
