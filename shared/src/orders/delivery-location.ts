/**
 * Where an order's delivery lives in the plan-files bucket (docs/decisions/0024). Everything made for one order sits
 * under deliveries/{orderId}/, apart from the plans' own files, so a buyer's link can only ever reach their copies.
 * Shared because the CDK stack wires the delivery Lambda's trigger to the same prefix the Lambdas write.
 */
export const DELIVERY_PREFIX = 'deliveries/';
/** A request object here invokes the delivery Lambda (an S3 event notification on this prefix). */
export const DELIVERY_REQUESTS_PREFIX = `${DELIVERY_PREFIX}requests/`;

/** The delivery Lambda's handler module (under lambdas/src/handlers), for the CDK construct and the local stack. */
export const DELIVERY_HANDLER = 'downloads/prepare-order-delivery';
