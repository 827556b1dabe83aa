import { CALL_BUDGETS, worstCallMs } from '../outbound/call-budgets.ts';
import { hasTimeFor } from '../outbound/request-deadline.ts';

/**
 * The download routes' wait for a delivery in the making (domain/downloads/order-delivery.ts): one more pause only
 * while the request keeps time for the read after it and the `callsAfter` calls the route makes once the delivery is
 * there, each at its worst. Otherwise the route answers 'preparing' (the page polls) rather than the deadline's 503.
 */
export function deliveryWaitWithinDeadline(callsAfter: number): (pauseMs: number) => boolean {
  return (pauseMs) => hasTimeFor(pauseMs + (1 + callsAfter) * worstCallMs(CALL_BUDGETS.request));
}
