import type { CustomizedFiles } from '@shop/shared/requests/quotes';
import type { Caller } from '../../auth/caller.ts';
import type { OrdersRepository } from '../../repositories/orders-repository.ts';
import { encodeStorageKey, fileNameOf } from '../downloads/file-path.ts';
import { readOwnOrder } from '../orders/order-access.ts';

/**
 * The drawings customized for an order's buyer (decision 0062), read from that order only: the caller's own (or any,
 * for staff), so another buyer of the plan lists none of them. Downloading goes through the order's download route,
 * under its window rules.
 */
export async function listCustomizedFiles(
  deps: { orders: OrdersRepository },
  caller: Caller,
  orderId: string,
): Promise<CustomizedFiles> {
  const order = await readOwnOrder(deps.orders, caller, orderId);
  const files = order.files.flatMap((file, index) =>
    file.customized_at && file.request_id
      ? [
          {
            path: encodeStorageKey(file.key),
            name: fileNameOf(file.key, index),
            customized_at: file.customized_at,
            request_id: file.request_id,
          },
        ]
      : [],
  );
  return { order_id: order.id, files };
}
