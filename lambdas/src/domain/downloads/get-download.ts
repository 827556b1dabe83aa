import type { DownloadInfo } from '@shop/shared/orders/downloads';
import type { Caller } from '../../auth/caller.ts';
import { type DownloadDeps, downloadableOrder } from './downloadable-order.ts';
import { encodeStorageKey, fileNameOf } from './file-path.ts';
import { currentDelivery, type DeliveryDeps } from './order-delivery.ts';

/**
 * The download page's data: each file of the order's delivery (PDFs as the buyer's stamped copies), its licence
 * certificate and ZIP (docs/decisions/0024); until the delivery Lambda has made them, the answer says 'preparing' and
 * lists nothing. No presigned address is handed out here: each comes from the file route when the buyer downloads,
 * so every download is counted when it happens (docs/decisions/0035).
 */
export async function getDownload(
  deps: DownloadDeps & DeliveryDeps,
  caller: Caller,
  orderId: string,
): Promise<DownloadInfo> {
  const { order, expiresAt, files } = await downloadableOrder(deps, caller, orderId);
  const base = {
    orderId: order.id,
    planTitle: order.plan_title,
    packageType: order.package_type,
    expiresAt: expiresAt.toISOString(),
  };
  const delivery = await currentDelivery(deps, order.id, files);
  if (!delivery) return { ...base, status: 'preparing', files: [], certificate: null, zip: null };
  const served = (key: string) => ({ name: fileNameOf(key, 0), path: encodeStorageKey(key) });
  const certificate = served(delivery.certificate_key);
  const zip = served(delivery.zip_key);
  return {
    ...base,
    status: 'ready',
    files: delivery.files.map((file, index) => ({
      path: encodeStorageKey(file.source),
      name: fileNameOf(file.source, index),
      tier: file.tier,
      updatedAt: file.updated_at ?? null,
      earlier: file.earlier ?? false,
    })),
    certificate,
    zip,
  };
}
