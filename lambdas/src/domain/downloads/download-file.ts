import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import type { Caller } from '../../auth/caller.ts';
import { NotFoundError } from '../../errors/domain-errors.ts';
import { log } from '../../observability/log.ts';
import type { AnalyticsRepository } from '../../repositories/analytics-repository.ts';
import type { PlanFileLinks } from '../../repositories/plan-file-links.ts';
import { utcDay } from '../analytics/analytics-period.ts';
import { DELIVERY_PREFIX } from '../deliveries/delivery-keys.ts';
import { type DownloadDeps, downloadableOrder } from './downloadable-order.ts';
import { fileNameOf, storageKeyFromFilePath } from './file-path.ts';
import { type DeliveryDeps, readyDelivery } from './order-delivery.ts';

/**
 * One file of an order: the path must be one of the order's own files (after decoding), its licence certificate or
 * its ZIP, and the order must be open to its buyer (completed, window open, not refunded, no open dispute). A plan
 * file's first download is counted on the order (and in the analytics aggregates), the ZIP counts as every file
 * downloaded, and a fresh link to the order's own copy (stamped for a PDF, docs/decisions/0024), served as an
 * attachment, is returned. It lasts to the window's end (never more than 7 days): a refund or a dispute removes the
 * copies it points at, which is what ends it early (docs/decisions/0035).
 */
export async function downloadFile(
  deps: DownloadDeps &
    DeliveryDeps & {
      links: PlanFileLinks;
      analytics: Pick<AnalyticsRepository, 'recordDownload'>;
    },
  caller: Caller,
  orderId: string,
  filePath: string,
): Promise<string> {
  const key = storageKeyFromFilePath(filePath);
  const { order, expiresAt, files } = await downloadableOrder(deps, caller, orderId);
  const index = files.findIndex((file) => file.key === key);
  // Only the order's own files and what was made for it under its delivery folder: anything else is refused at once.
  if (index < 0 && !key.startsWith(`${DELIVERY_PREFIX}${order.id}/`))
    throw new NotFoundError(DOWNLOAD_TEXTS.fileNotInOrder);
  const delivery = await readyDelivery(deps, order.id, files);
  const isZip = key === delivery.zip_key;
  if (index < 0 && !isZip && key !== delivery.certificate_key) throw new NotFoundError(DOWNLOAD_TEXTS.fileNotInOrder);
  const now = deps.now();
  // Each file counts once per order however often its link is followed: the refund rule and the figures read it.
  // The ZIP holds each file's current version (not the versions kept from before a revision).
  const counted = isZip ? files.filter((file) => !file.earlier).map((file) => file.key) : index >= 0 ? [key] : [];
  for (const source of counted) {
    const first = await deps.orders.countDownload(order.id, source, now.toISOString());
    // The shop-wide download figure (Analytics): a failed count is logged and never blocks the buyer's file.
    if (first) {
      await deps.analytics.recordDownload(utcDay(now)).catch((error: unknown) => {
        log('error', 'analytics download count failed', { orderId: order.id, error: String(error) });
      });
    }
  }
  const served = index >= 0 ? (delivery.files.find((file) => file.source === key)?.key ?? key) : key;
  return deps.links.sign(served, fileNameOf(key, Math.max(index, 0)), expiresAt, now);
}
