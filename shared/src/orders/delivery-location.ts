import { DOWNLOAD_WINDOW_DAYS } from '../constants.ts';

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

/**
 * A delivery, and each copy it reuses, counts for this many days after it was written; an older one is made again
 * (older copies written afresh) by the next page load, e.g. after staff reopened a window long after the first
 * delivery.
 */
export const DELIVERY_REUSE_DAYS = DOWNLOAD_WINDOW_DAYS;
/** How long a copy outlives the last page load that can link it (links are handed out up to 2 x reuse days old). */
export const DELIVERY_GRACE_DAYS = 7;
/**
 * The bucket's lifecycle deletes everything under deliveries/ this many days after it was written: a copy reused at
 * the end of its reuse period by a delivery used to the end of its own is still there for the grace period.
 */
export const DELIVERY_COPY_DAYS = 2 * DELIVERY_REUSE_DAYS + DELIVERY_GRACE_DAYS;
