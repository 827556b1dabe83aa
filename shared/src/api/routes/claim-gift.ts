import { ClaimGiftRequest } from '../../orders/gift.ts';
import { Order } from '../../orders/order.ts';
import { defineRoute } from '../route-definition.ts';

// The recipient of a gift claims it with the link's token, signed in with their own account (decision 0055).
export const claimGiftRoute = defineRoute({
  name: 'claim-gift',
  method: 'POST',
  path: '/api/gifts/claim',
  auth: 'user',
  handler: 'gifts/claim-gift',
  // identity read: the recipient's address when the token carries none.
  access: { table: 'write', identity: 'read' },
  request: { body: ClaimGiftRequest },
  response: Order,
});
