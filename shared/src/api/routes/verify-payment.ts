import { PaymentVerification, VerifyReferenceParams } from '../../payments/verify.ts';
import { defineRoute } from '../route-definition.ts';

export const verifyPaymentRoute = defineRoute({
  name: 'verify-payment',
  method: 'GET',
  path: '/api/payments/verify/{reference}',
  auth: 'user',
  handler: 'payments/verify-payment',
  access: { table: 'write', paystack: 'use', email: 'send' },
  request: { params: VerifyReferenceParams },
  response: PaymentVerification,
});
