import { InitializePaymentRequest, InitializePaymentResponse } from '../../payments/initialize.ts';
import { defineRoute } from '../route-definition.ts';

export const initializePaymentRoute = defineRoute({
  name: 'initialize-payment',
  method: 'POST',
  path: '/api/payments/initialize',
  auth: 'user',
  handler: 'payments/initialize-payment',
  access: { table: 'write', paystack: 'use', identity: 'read' },
  request: { body: InitializePaymentRequest },
  response: InitializePaymentResponse,
});
