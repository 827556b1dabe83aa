import { handler } from '../../../src/handlers/payments/initialize-payment.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { BUYER } from './payment-fixtures.ts';

export { purchase } from './payment-fixtures.ts';

/** POST /api/payments/initialize with `body`, signed in as `as` (the buyer unless told; null: no token). */
export function initialize(body: unknown, as: SignedInAs | null = BUYER) {
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/initialize',
    path: '/api/payments/initialize',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf(handler, as ? withClaims(event, as) : event);
}
