import { DOWNLOAD_TEXTS } from '@shop/shared/orders/downloads';
import type { Caller } from '../../auth/caller.ts';
import { log } from '../../observability/log.ts';
import type { AnalyticsRepository } from '../../repositories/analytics-repository.ts';
import type { PlanFileLinks } from '../../repositories/plan-file-links.ts';
import { utcDay } from '../analytics/analytics-period.ts';
import { NotFoundError } from '../domain-errors.ts';
import { type DownloadDeps, downloadableOrder } from './downloadable-order.ts';
import { fileNameOf, storageKeyFromFilePath } from './file-path.ts';

/** A redirect's link only has to survive the redirect itself. */
const REDIRECT_LINK_SECONDS = 5 * 60;

/**
 * One file of an order: the path must be one of the order's own files (after decoding), then the file's first
 * download is counted on the order (and in the analytics aggregates) and a fresh link, served as an attachment, is
 * returned.
 */
export async function downloadFile(
  deps: DownloadDeps & { links: PlanFileLinks; analytics: Pick<AnalyticsRepository, 'recordDownload'> },
  caller: Caller,
  orderId: string,
  filePath: string,
): Promise<string> {
  const key = storageKeyFromFilePath(filePath);
  const { order, expiresAt, files } = await downloadableOrder(deps, caller, orderId);
  const index = files.findIndex((file) => file.key === key);
  if (index < 0) throw new NotFoundError(DOWNLOAD_TEXTS.fileNotInOrder);
  const now = deps.now();
  const linkEnd = new Date(Math.min(expiresAt.getTime(), now.getTime() + REDIRECT_LINK_SECONDS * 1000));
  // Each file counts once per order however often its link is followed: the refund rule and the figures read it.
  const first = await deps.orders.countDownload(order.id, key, now.toISOString());
  // The shop-wide download figure (Analytics): a failed count is logged and never blocks the buyer's file.
  if (first) {
    await deps.analytics.recordDownload(utcDay(now)).catch((error: unknown) => {
      log('error', 'analytics download count failed', { orderId: order.id, error: String(error) });
    });
  }
  return deps.links.sign(key, fileNameOf(key, index), linkEnd, now);
}
