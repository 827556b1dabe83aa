import type { DownloadInfo } from '@shop/shared/orders/downloads';
import type { Caller } from '../../auth/caller.ts';
import type { PlanFileLinks } from '../../repositories/plan-file-links.ts';
import { type DownloadDeps, downloadableOrder } from './downloadable-order.ts';
import { encodeStorageKey, fileNameOf } from './file-path.ts';

/** The download page's data: each file with a presigned link that keeps working until the window closes. */
export async function getDownload(
  deps: DownloadDeps & { links: PlanFileLinks },
  caller: Caller,
  orderId: string,
): Promise<DownloadInfo> {
  const { order, expiresAt, files } = await downloadableOrder(deps, caller, orderId);
  const now = deps.now();
  return {
    orderId: order.id,
    planTitle: order.plan_title,
    packageType: order.package_type,
    expiresAt: expiresAt.toISOString(),
    files: await Promise.all(
      files.map(async (file, index) => {
        const name = fileNameOf(file.key, index);
        return {
          path: encodeStorageKey(file.key),
          name,
          tier: file.tier,
          url: await deps.links.sign(file.key, name, expiresAt, now),
        };
      }),
    ),
  };
}
