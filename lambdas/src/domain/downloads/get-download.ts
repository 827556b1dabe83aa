import type { DownloadInfo } from '@shop/shared/orders/downloads';
import type { Caller } from '../../auth/caller.ts';
import type { PlanFileLinks } from '../../repositories/plan-file-links.ts';
import { type DownloadDeps, downloadableOrder } from './downloadable-order.ts';
import { encodeStorageKey, fileNameOf } from './file-path.ts';
import { currentDelivery, type DeliveryDeps } from './order-delivery.ts';

/**
 * The download page's data: each file with a presigned link that keeps working until the window closes. PDFs are
 * served as the buyer's stamped copies, with the order's licence certificate and ZIP (docs/decisions/0024); until
 * the delivery Lambda has made them, the answer says 'preparing' and lists nothing.
 */
export async function getDownload(
  deps: DownloadDeps & DeliveryDeps & { links: PlanFileLinks },
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
  const now = deps.now();
  const sign = (key: string, name: string) => deps.links.sign(key, name, expiresAt, now);
  const served = (key: string) => ({ name: fileNameOf(key, 0), path: encodeStorageKey(key) });
  const certificate = served(delivery.certificate_key);
  const zip = served(delivery.zip_key);
  return {
    ...base,
    status: 'ready',
    files: await Promise.all(
      delivery.files.map(async (file, index) => {
        const name = fileNameOf(file.source, index);
        return {
          path: encodeStorageKey(file.source),
          name,
          tier: file.tier,
          url: await sign(file.key, name),
          updatedAt: file.updated_at ?? null,
          earlier: file.earlier ?? false,
        };
      }),
    ),
    certificate: { ...certificate, url: await sign(delivery.certificate_key, certificate.name) },
    zip: { ...zip, url: await sign(delivery.zip_key, zip.name) },
  };
}
