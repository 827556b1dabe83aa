import { DOWNLOAD_WINDOW_DAYS } from '@shop/shared/constants';
import { type DeliverBody, type DeliveryResult, QUOTE_TEXTS } from '@shop/shared/requests/quotes';
import { canMoveRequest } from '@shop/shared/requests/request-states';
import type { Caller } from '../../auth/caller.ts';
import { ConflictError, InvalidInputError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import type { CustomizedOrderFiles } from '../../repositories/customized-order-files.ts';
import type { OrderFile, StoredOrder } from '../../repositories/order-item.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import type { RequestQuotesRepository, RequestView } from '../../repositories/request-quotes-repository.ts';
import type { StoredFiles } from '../../repositories/stored-files.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { ShopMailDeps } from '../mails/shop-mail-deps.ts';
import { settingsOrDefaults } from '../settings/settings-or-defaults.ts';
import { isCustomDeliveryKey } from './delivery-keys.ts';
import { customDeliveryMail } from './delivery-mail.ts';
import { deskRequest } from './desk-request.ts';

export interface DeliverDeps extends ShopMailDeps {
  quotes: RequestQuotesRepository;
  orders: Pick<OrdersRepository, 'get'>;
  orderFiles: CustomizedOrderFiles;
  planFiles: Pick<StoredFiles, 'exists'>;
  audit: AuditLog;
  now: () => Date;
}

/**
 * The order's window once drawings join it: a full download window from the delivery, or the window it already had
 * if that ends later (a delivery never shortens it). Without this a quote paid weeks before the drawings were ready
 * would deliver them into a window that has already closed.
 */
export function windowAfterDelivery(currentEnd: string | null | undefined, now: Date): string {
  const fresh = new Date(now.getTime() + DOWNLOAD_WINDOW_DAYS * 86_400_000);
  const current = currentEnd ? new Date(currentEnd) : undefined;
  return (current && current.getTime() > fresh.getTime() ? current : fresh).toISOString();
}

/** Appending is retried this many times when another write changed the order's files meanwhile. */
const APPEND_TRIES = 3;

/**
 * The requester's own completed order the drawings join: the order the request was made from, else the order that
 * paid its quote. Never another person's order, whatever the request says.
 */
async function targetOrder(deps: DeliverDeps, request: RequestView): Promise<StoredOrder> {
  for (const id of [request.order_id, request.quote_order_id]) {
    if (!id) continue;
    const order = await deps.orders.get(id);
    if (order?.status === 'completed' && order.user_id === request.requester_sub) return order;
  }
  throw new ConflictError(QUOTE_TEXTS.noOrder);
}

/**
 * Staff deliver a request's customized drawings: each uploaded file joins the buyer's order as a file of its own
 * (marked with the day and the request), which the delivery pipeline stamps with the licence's name and serves under
 * the order's download window, which restarts for the full 7 days from the delivery; no other order, and so no other buyer of the plan, ever lists it. The request moves
 * to delivered (a later batch on a delivered request adds files without moving it), with an audit entry and a mail.
 */
export async function deliverCustomFiles(
  deps: DeliverDeps,
  caller: Caller,
  requestId: string,
  body: DeliverBody,
): Promise<DeliveryResult> {
  const request = await deskRequest(deps.quotes, requestId);
  if (request.state !== 'delivered' && !canMoveRequest(request.state, 'delivered'))
    throw new ConflictError(QUOTE_TEXTS.cannotDeliver(request.state));
  const keys = [...new Set(body.keys)];
  const uploaded = await Promise.all(
    keys.map(async (key) => isCustomDeliveryKey(requestId, key) && (await deps.planFiles.exists(key))),
  );
  if (uploaded.includes(false)) throw new InvalidInputError(QUOTE_TEXTS.notUploaded, { keys: QUOTE_TEXTS.notUploaded });

  let order = await targetOrder(deps, request);
  const now = deps.now();
  const at = now.toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const held = new Set(order.files.map((file) => file.key));
    const added: OrderFile[] = keys
      .filter((key) => !held.has(key))
      .map((key) => ({ key, tier: order.package_type, customized_at: at, request_id: requestId }));
    if (added.length === 0 || (await deps.orderFiles.append(order, added, windowAfterDelivery(order.expires_at, now))))
      break;
    const again = await deps.orders.get(order.id);
    if (attempt + 1 >= APPEND_TRIES || again?.status !== 'completed') throw new ConflictError(QUOTE_TEXTS.orderBusy);
    order = again;
  }
  const names = keys.map((key) => key.split('/').pop() ?? key);
  await Promise.all(
    keys.map((key, index) =>
      deps.quotes.putDelivery({
        request_id: requestId,
        key,
        name: names[index] ?? key,
        order_id: order.id,
        delivered_at: at,
        delivered_by: caller.sub,
      }),
    ),
  );
  let state = request.state;
  if (request.state !== 'delivered') {
    const moved = await deps.quotes.moveRequest(requestId, { from: request.state, to: 'delivered', at });
    // Files are in the order either way; a request that moved meanwhile keeps the state staff gave it.
    state = moved?.state ?? (await deps.quotes.getRequest(requestId))?.state ?? request.state;
  }
  await deps.audit.record(caller, {
    action: 'request.delivered',
    target_type: 'request',
    target_id: requestId,
    summary: `Delivered ${names.length} customized file(s) for request ${requestId} into order ${order.id}`,
    changes: { order_id: order.id, files: names },
  });
  const settings = await settingsOrDefaults(deps.settings, { orderId: order.id });
  await deps.mailer
    .send(customDeliveryMail(order, requestId, names, deps.siteUrl, settings))
    .catch((error: unknown) => log('error', 'request delivery mail failed', { requestId, error: String(error) }));
  const delivered = await deps.quotes.listDeliveries(requestId);
  return {
    request_id: requestId,
    state,
    order_id: order.id,
    delivered: delivered.map(({ key, name, delivered_at }) => ({ key, name, delivered_at })),
  };
}
