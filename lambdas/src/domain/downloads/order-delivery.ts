import { DELIVERY_REUSE_DAYS } from '@shop/shared/orders/delivery-location';
import { LICENCE_TEXTS } from '@shop/shared/orders/licence';
import { ConflictError } from '../../errors/domain-errors.ts';
import type { DeliveryRepository, StoredDelivery } from '../../repositories/delivery-repository.ts';
import type { DeliveryRequests } from '../../repositories/delivery-requests.ts';
import { deliveryFingerprint } from '../deliveries/delivery-keys.ts';
import type { DeliveryFile } from '../deliveries/file-versions.ts';

/**
 * How long a page load waits for a delivery it finds in the making before answering 'preparing' (at most; it stops
 * sooner when the request's deadline is near). A usual order (a few PDFs of a few MB) is made in a second or two, so the buyer who opens the
 * page right after paying gets the files in the first answer; a larger one is picked up by the page's polling.
 */
const WAIT_ATTEMPTS = 20;
const WAIT_STEP_MS = 300;

/** A request not answered in this time (a run that failed all its retries) may be made again by the next page load. */
const STALE_REQUEST_MS = 15 * 60_000;

/**
 * A delivery made longer ago than this is made again: the bucket's lifecycle deletes delivery objects a grace period
 * after this age (infra's Files construct), so a window a staff extension reopened gets fresh copies.
 */
export const DELIVERY_REUSE_MS = DELIVERY_REUSE_DAYS * 24 * 60 * 60_000;

/** The delivery's objects are young enough to link: it was made within the reuse period. */
export function isFresh(delivery: { ready_at: string }, now: Date): boolean {
  return new Date(delivery.ready_at).getTime() > now.getTime() - DELIVERY_REUSE_MS;
}

export type ReadyDelivery = Extract<StoredDelivery, { status: 'ready' }>;

export interface DeliveryDeps {
  deliveries: Pick<DeliveryRepository, 'get' | 'request'>;
  requests: DeliveryRequests;
  now: () => Date;
  /**
   * Whether the request has time for one more pause and read (the route's deadline); the wait stops early and answers
   * 'preparing' instead of running into the deadline's 503. Without it the wait runs its full length.
   */
  canWaitMore?: (pauseMs: number) => boolean;
}

/**
 * The order's delivery for its current files, or undefined while it is being made. The first request to find none
 * (or one for other files, or one older than the reuse period) asks the delivery Lambda for it (one conditional write makes racing loads ask once), then
 * every request waits a few seconds for it.
 */
export async function currentDelivery(
  deps: DeliveryDeps,
  orderId: string,
  files: readonly DeliveryFile[],
): Promise<ReadyDelivery | undefined> {
  const fingerprint = deliveryFingerprint(files);
  const now = deps.now();
  const isCurrent = (delivery: StoredDelivery | undefined): delivery is ReadyDelivery =>
    delivery?.status === 'ready' && delivery.fingerprint === fingerprint && isFresh(delivery, now);
  const delivery = await deps.deliveries.get(orderId);
  if (isCurrent(delivery)) return delivery;
  const staleBefore = new Date(now.getTime() - STALE_REQUEST_MS).toISOString();
  const madeBefore = new Date(now.getTime() - DELIVERY_REUSE_MS).toISOString();
  if (await deps.deliveries.request(orderId, fingerprint, now.toISOString(), staleBefore, madeBefore)) {
    await deps.requests.send(orderId, fingerprint);
  }
  for (let attempt = 0; attempt < WAIT_ATTEMPTS; attempt += 1) {
    if (deps.canWaitMore && !deps.canWaitMore(WAIT_STEP_MS)) break;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
    const made = await deps.deliveries.get(orderId);
    if (isCurrent(made)) return made;
  }
  return undefined;
}

/** The ready delivery (asked for and awaited as the page does), or 409 with words the buyer can act on. */
export async function readyDelivery(
  deps: DeliveryDeps,
  orderId: string,
  files: readonly DeliveryFile[],
): Promise<ReadyDelivery> {
  const delivery = await currentDelivery(deps, orderId, files);
  if (!delivery) throw new ConflictError(LICENCE_TEXTS.notReady);
  return delivery;
}
