import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { PACKAGES } from '../plans/plan.ts';

/** Texts the download page and the API share, so both say the same. */
export const DOWNLOAD_TEXTS = {
  expiredTitle: 'Download Link Expired',
  expiredText: 'This download link has expired. Please contact support for assistance.',
  /** The web turns any message containing 'No files available' into the "files are being prepared" panel. */
  noFiles: 'No files available for this order yet',
  invalidPath: 'That file path is not valid',
  fileNotInOrder: 'That file is not part of this order',
  orderNotFound: 'Order not found',
  notCompleted: 'Downloads open once the payment for this order is completed',
  refunded:
    'This order was refunded, so its downloads are closed. Please contact support if you think this is a mistake.',
  disputed: 'Downloads for this order are paused while a payment dispute is reviewed. Please contact support.',
  accountDisabled: 'This account is disabled. Please contact support.',
} as const;

export const DownloadOrderParams = lazySchema(() =>
  z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(100)) }),
);

export const DownloadFileQuery = lazySchema(() =>
  z.object({
    filePath: z.string().check(z.minLength(1, { error: 'filePath is required' }), z.maxLength(1024)),
  }),
);

/** One file of an order: `path` is the percent-encoded storage path, `url` a presigned address valid until expiresAt. */
export const DownloadFile = lazySchema(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    tier: z.enum(PACKAGES),
    url: z.string(),
  }),
);
export type DownloadFile = z.infer<typeof DownloadFile>;

/** Download info: plan title, package, files, expiry (paid + 7 days). */
export const DownloadInfo = lazySchema(() =>
  z.object({
    orderId: z.string(),
    planTitle: z.string(),
    packageType: z.enum(PACKAGES),
    expiresAt: z.string(),
    files: z.array(DownloadFile),
  }),
);
export type DownloadInfo = z.infer<typeof DownloadInfo>;

/** GET .../file answers with a redirect to the file; the body only says where. */
export const DownloadRedirect = lazySchema(() => z.object({ location: z.string() }));
