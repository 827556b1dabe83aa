import * as z from 'zod/mini';
import { PLAN_FILE_MAX_BYTES, PresignedUpload } from '../accounts/uploads.ts';
import { SHOP_LANGUAGES } from '../i18n/languages.ts';
import { lazySchema } from '../lazy-schema.ts';
import { REQUEST_STATES } from './request-states.ts';

/*
 * Quotes on a desk request and the customized drawings delivered for it. Staff send a quote (amount, what it covers,
 * until when it holds) and may revise it until it is accepted; the requester accepts by paying it through Paystack,
 * or staff mark Premium's included customization as covered. The drawings staff deliver join the buyer's own order.
 */

/** The highest quote staff may send, in cedis: a guard against a slipped digit, far above any real change. */
export const QUOTE_MAX_CEDIS = 1_000_000;
/** How many revisions one request may have (the sort key keeps four digits). */
export const QUOTE_MAX_REVISIONS = 999;
/** Drawings one delivery may carry. */
export const DELIVERY_FILES_MAX = 20;

/** What a delivery may hold: drawings and their archive, as plan files are (no RAR or 7z: buyers open these). */
export const DELIVERY_FILE_TYPES = {
  pdf: 'application/pdf',
  dwg: 'application/acad',
  dxf: 'application/dxf',
  zip: 'application/zip',
} as const;
export type DeliveryFileExtension = keyof typeof DELIVERY_FILE_TYPES;

export const QUOTE_STATUSES = ['open', 'superseded', 'expired', 'accepted', 'covered'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** A day as YYYY-MM-DD: a quote holds until the end of that day (Ghana keeps UTC all year). */
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'valid_until must be a date (YYYY-MM-DD)' }));

export const RequestIdParams = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id must be a request id' })),
  }),
);

/** POST /api/admin/requests/{id}/quotes: a new quote, or a revision of the open one. */
export const SendQuoteBody = lazySchema(() =>
  z.strictObject({
    amount: z.number({ error: 'amount must be a number of cedis' }).check(
      z.gt(0, { error: 'amount must be more than 0 cedis' }),
      z.lte(QUOTE_MAX_CEDIS, { error: `amount must be at most ${QUOTE_MAX_CEDIS} cedis` }),
      z.refine((value) => Math.round(value * 100) === value * 100, { error: 'amount has at most 2 decimals' }),
    ),
    covers: z
      .string({ error: 'Please say what the quote covers' })
      .check(
        z.trim(),
        z.minLength(3, { error: 'Please say what the quote covers (at least 3 characters)' }),
        z.maxLength(2000, { error: 'What the quote covers can be at most 2000 characters' }),
      ),
    valid_until: day,
  }),
);
export type SendQuoteBody = z.infer<typeof SendQuoteBody>;

/** POST /api/admin/requests/{id}/quotes/covered: Premium's included customization, at no charge. */
export const CoverRequestBody = lazySchema(() =>
  z.strictObject({
    note: z.optional(z.string().check(z.trim(), z.maxLength(500, { error: 'The note can be at most 500 characters' }))),
  }),
);
export type CoverRequestBody = z.infer<typeof CoverRequestBody>;

export const Quote = lazySchema(() =>
  z.object({
    revision: z.number(),
    /** Cedis, before the taxes checkout adds (as catalogue prices are). */
    amount: z.number(),
    covers: z.string(),
    valid_until: z.string(),
    created_at: z.string(),
    status: z.enum(QUOTE_STATUSES),
  }),
);
export type Quote = z.infer<typeof Quote>;

/** A request's quotes, newest first, as the requester and staff see them. */
export const RequestQuotes = lazySchema(() =>
  z.object({
    request_id: z.string(),
    state: z.enum(REQUEST_STATES),
    /** Whether the requester can pay now: an open, unexpired quote on a quoted request with an account. */
    payable: z.boolean(),
    covered: z.boolean(),
    /** The paid quote's order (its receipt and invoice), once paid. */
    order_id: z.nullable(z.string()),
    quotes: z.array(Quote),
  }),
);
export type RequestQuotes = z.infer<typeof RequestQuotes>;

/** POST /api/requests/{id}/quote/pay: the revision the requester saw, so a revised quote is never paid unseen. */
export const PayQuoteBody = lazySchema(() =>
  z.strictObject({
    revision: z.number().check(z.int(), z.gte(1), z.lte(QUOTE_MAX_REVISIONS)),
    language: z.optional(z.enum(SHOP_LANGUAGES)),
  }),
);
export type PayQuoteBody = z.infer<typeof PayQuoteBody>;

export const PayQuoteResponse = lazySchema(() =>
  z.object({ authorization_url: z.string(), reference: z.string(), orderId: z.string(), amount: z.number() }),
);
export type PayQuoteResponse = z.infer<typeof PayQuoteResponse>;

const deliveryFileName = z.string({ error: 'Each file needs a name' }).check(
  z.trim(),
  z.minLength(1, { error: 'Each file needs a name' }),
  z.maxLength(200, { error: 'File names must be at most 200 characters' }),
  z.refine((name) => deliveryExtensionOf(name) in DELIVERY_FILE_TYPES, {
    error: 'Customized drawings must be PDF, DWG, DXF or ZIP files',
  }),
);

/** POST /api/admin/requests/{id}/deliveries/uploads: presigned POSTs for the customized drawings. */
export const DeliveryUploadBody = lazySchema(() =>
  z.strictObject({
    files: z
      .array(
        z.strictObject({
          name: deliveryFileName,
          contentType: z.optional(z.string()),
          size: z
            .number()
            .check(
              z.gt(0, { error: 'A file is empty' }),
              z.lte(PLAN_FILE_MAX_BYTES, { error: 'Each file must be at most 50 MB' }),
            ),
        }),
      )
      .check(
        z.minLength(1, { error: 'Choose at least one file' }),
        z.maxLength(DELIVERY_FILES_MAX, { error: `At most ${DELIVERY_FILES_MAX} files at once` }),
      ),
  }),
);
export type DeliveryUploadBody = z.infer<typeof DeliveryUploadBody>;

export const DeliveryUploadResponse = lazySchema(() =>
  z.object({ uploads: z.array(z.extend(PresignedUpload, { key: z.string(), name: z.string() })) }),
);
export type DeliveryUploadResponse = z.infer<typeof DeliveryUploadResponse>;

/** POST /api/admin/requests/{id}/deliveries: hand the uploaded drawings to the buyer. */
export const DeliverBody = lazySchema(() =>
  z.strictObject({
    keys: z
      .array(z.string().check(z.minLength(1), z.maxLength(400)))
      .check(
        z.minLength(1, { error: 'Upload at least one file first' }),
        z.maxLength(DELIVERY_FILES_MAX, { error: `At most ${DELIVERY_FILES_MAX} files at once` }),
      ),
  }),
);
export type DeliverBody = z.infer<typeof DeliverBody>;

export const DeliveryResult = lazySchema(() =>
  z.object({
    request_id: z.string(),
    state: z.enum(REQUEST_STATES),
    order_id: z.string(),
    delivered: z.array(z.object({ key: z.string(), name: z.string(), delivered_at: z.string() })),
  }),
);
export type DeliveryResult = z.infer<typeof DeliveryResult>;

/** GET /api/orders/{id}/customized-files: the drawings customized for this order's buyer. */
export const CustomizedFiles = lazySchema(() =>
  z.object({
    order_id: z.string(),
    files: z.array(
      z.object({
        /** The path the download route takes (each segment percent-encoded, as the downloads list gives). */
        path: z.string(),
        name: z.string(),
        customized_at: z.string(),
        request_id: z.string(),
      }),
    ),
  }),
);
export type CustomizedFiles = z.infer<typeof CustomizedFiles>;

/** The extension of a file name, lower-cased, or '' when it has none. */
export function deliveryExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a quote's day has passed at `now` (it holds through the whole of its last day, UTC). */
export function isQuoteExpired(validUntil: string, now: Date): boolean {
  return now.toISOString().slice(0, 10) > validUntil;
}

/** Refusals both the page and the server show. */
export const QUOTE_TEXTS = {
  requestNotFound: 'Request not found',
  cannotQuote: (state: string) => `A request that is ${state.replace('_', ' ')} cannot be quoted`,
  pastDate: 'The quote must hold until today or later',
  tooManyRevisions: `A request can have at most ${QUOTE_MAX_REVISIONS} quote revisions`,
  revisedMeanwhile: 'Someone sent a quote on this request at the same time: reload it',
  cannotCover: (state: string) => `A request that is ${state.replace('_', ' ')} cannot be marked as covered`,
  coverPremiumOnly: "Only a Premium buyer's customization request is covered by the package",
  needsAccount:
    'Paying this quote needs an account with the confirmed address this request was sent from: sign in with that address, or reply on the request and our staff will help you pay',
  notQuoted: 'There is no quote to pay on this request',
  superseded: (current: number) =>
    `This quote was revised: revision ${current} replaces it. Please read the new quote before paying`,
  expired: (day: string) => `This quote expired on ${day}: ask us for a new one on the request`,
  covered: 'This request is covered by your Premium package: there is nothing to pay',
  noPlan: 'The plan this quote is for is no longer sold online: reply on the request and our staff will help you pay',
  paymentsOff: 'Online payments are switched off for now: please try again later',
  cannotDeliver: (state: string) => `A request that is ${state.replace('_', ' ')} cannot be delivered`,
  noOrder: 'This request has no paid order to deliver into: the buyer must hold the plan or pay the quote first',
  notUploaded: 'A file to deliver was not uploaded to this request',
  orderBusy: 'The order changed while the files were being added: try again',
  orderNotFound: 'Order not found',
} as const;
