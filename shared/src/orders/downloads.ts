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

/**
 * `answer: 'link'` asks for the presigned address as JSON (200 {location}) instead of a redirect, for a page that
 * hands it to the browser's download manager: a script cannot read where a redirect it did not follow points.
 */
export const DownloadFileQuery = lazySchema(() =>
  z.object({
    filePath: z.string().check(z.minLength(1, { error: 'filePath is required' }), z.maxLength(1024)),
    answer: z.optional(z.enum(['redirect', 'link'])),
  }),
);

/**
 * One file of an order: `path` is the percent-encoded storage path. No address comes with it: a file is fetched
 * through GET .../file, which checks the order and counts the download at that moment.
 */
export const DownloadFile = lazySchema(() =>
  z.object({
    path: z.string(),
    name: z.string(),
    tier: z.enum(PACKAGES),
    /** When staff replaced the file sold with this newer version ("Updated on ..."). */
    updatedAt: z.optional(z.nullable(z.string())),
    /** The version sold, kept downloadable beside its replacement. */
    earlier: z.optional(z.boolean()),
  }),
);
export type DownloadFile = z.infer<typeof DownloadFile>;

/**
 * A file made for the order on the server (the licence certificate, the ZIP): its name and its path for the file
 * route (which counts a ZIP as every file downloaded).
 */
export const DeliveredFile = lazySchema(() => z.object({ name: z.string(), path: z.string() }));
export type DeliveredFile = z.infer<typeof DeliveredFile>;

/**
 * Download info: plan title, package, files, expiry (paid + 7 days). The
 * PDFs are stamped for the buyer on the server first; while that runs, `status` is 'preparing' and no files are
 * listed. Once 'ready', the files, the certificate and the ZIP are listed (each PDF served as its stamped copy).
 */
export const DownloadInfo = lazySchema(() =>
  z.object({
    orderId: z.string(),
    planTitle: z.string(),
    packageType: z.enum(PACKAGES),
    expiresAt: z.string(),
    status: z.enum(['preparing', 'ready']),
    files: z.array(DownloadFile),
    certificate: z.nullable(DeliveredFile),
    zip: z.nullable(DeliveredFile),
  }),
);
export type DownloadInfo = z.infer<typeof DownloadInfo>;

/** GET .../file answers with a redirect to the file (or, asked for a link, 200 with it); the body says where. */
export const DownloadRedirect = lazySchema(() => z.object({ location: z.string() }));
