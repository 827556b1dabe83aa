import { PaymentVerificationEnvelope, VerifyPaymentRequest } from '../../payments/verify.ts';
import { defineRoute } from '../route-definition.ts';

export const confirmPaymentRoute = defineRoute({
  name: 'confirm-payment',
  method: 'POST',
  path: '/api/payments/verify',
  auth: 'user',
  handler: 'payments/confirm-payment',
  access: { table: 'write', paystack: 'use', email: 'send' },
  request: { body: VerifyPaymentRequest },
  response: PaymentVerificationEnvelope,
});
