import * as z from 'zod/mini';
import { emailAddress } from '../content/email-address.ts';
import { SHOP_LANGUAGES } from '../i18n/languages.ts';
import { lazySchema } from '../lazy-schema.ts';
import { requiredText } from '../required-text.ts';
import { rejectUnknownFields } from '../validation.ts';
import { REQUEST_SERVICES } from './request-services.ts';
import { REQUEST_KINDS, REQUEST_STATES } from './request-states.ts';

/*
 * The request desk: a request (a Premium buyer's customization, a quote for changing a plan, a quote for one of the
 * firm's services) and its thread of messages, seen by the requester and staff. Quotes and deliveries hang off the
 * same request under their own sort keys and are not part of these schemas.
 */

export { REQUEST_SERVICES, type RequestService } from './request-services.ts';

/** The common changes a buyer may tick besides describing them. */
export const CHANGE_CHOICES = [
  'add_room',
  'remove_room',
  'change_sizes',
  'fit_plot',
  'change_roof',
  'materials',
] as const;
export type ChangeChoice = (typeof CHANGE_CHOICES)[number];

export const PLOT_ORIENTATIONS = ['north', 'east', 'south', 'west', 'unknown'] as const;
export const BUDGET_RANGES = ['under_50k', '50k_200k', '200k_500k', '500k_1m', 'over_1m', 'unknown'] as const;
export const TIMELINES = ['asap', 'within_3_months', 'within_6_months', 'later', 'unknown'] as const;

/** Attachments: pictures and PDFs only, each at most 10 MB, at most 10 on one message. */
export const REQUEST_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type RequestAttachmentType = (typeof REQUEST_ATTACHMENT_TYPES)[number];
export const REQUEST_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const REQUEST_ATTACHMENTS_MAX = 10;
export const REQUEST_LIMITS = { name: 100, text: 5000, short: 120, reason: 500, phone: 20, fileName: 120 } as const;

export const REQUEST_TEXTS = {
  notFound: 'Request not found',
  closed: 'This request is closed; start a new one if you need more',
  emailRequired: 'Please give your email address so we can answer you',
  nameRequired: 'Please give your name',
  orderNotFound: 'Order not found',
  orderNotPaid: 'Only a paid order can be customized',
  planNotFound: 'Plan not found',
  attachmentMissing: 'An attachment was not uploaded; please add it again',
  attachmentRefused: 'An attachment is not a picture or a PDF of at most 10 MB',
  tooManyRequests: 'Too many requests from your connection or address.',
  tooManyUploads: 'Too many uploads from your connection.',
  notStaffMove: 'Staff cannot move a request to that state here',
  cannotMove: 'The request cannot move to that state from where it is',
  reasonRequired: 'Please give the reason for declining',
  assigneeNotStaff: 'Requests can only be assigned to staff',
  received: 'Thank you: your request has reached our team. We sent you a mail with a link to follow it.',
} as const;

const optionalText = (field: string, max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: `${field} must be at most ${max} characters` })));
const phone = (field: string) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^(\+?[0-9 ()-]{6,20})?$/, { error: `${field} must be a phone number, e.g. +233 24 000 0000` }),
      ),
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const uuid = (field: string) =>
  z.string({ error: `${field} is required` }).check(z.regex(UUID, { error: `${field} must be an id` }));

/** A file on a message as stored and shown: its bytes sit privately in the plan-files bucket under the id. */
export const RequestAttachment = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    content_type: z.enum(REQUEST_ATTACHMENT_TYPES),
    size: z.number(),
  }),
);
export type RequestAttachment = z.infer<typeof RequestAttachment>;

/** An uploaded file named on a new message; the server checks the upload's type and size in S3 itself. */
const AttachmentRef = z.object({
  id: uuid('attachment id'),
  name: requiredText('File name', REQUEST_LIMITS.fileName),
});
const attachmentRefs = z.optional(
  z.array(AttachmentRef).check(z.maxLength(REQUEST_ATTACHMENTS_MAX, { error: 'At most 10 attachments' })),
);

/** What the request is about: one of the caller's orders, a plan (page), or a service. */
export const RequestSubject = lazySchema(() =>
  z.union([
    z.strictObject({ order_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
    z.strictObject({ plan_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
    z.strictObject({ service: z.enum(REQUEST_SERVICES) }),
  ]),
);
export type RequestSubject = z.infer<typeof RequestSubject>;

/** The form's details besides the free text; each is optional, the form shows the ones its kind needs. */
export const RequestDetails = lazySchema(() =>
  z.strictObject({
    changes: z.optional(z.array(z.enum(CHANGE_CHOICES)).check(z.maxLength(CHANGE_CHOICES.length))),
    plot_size: optionalText('Plot size', REQUEST_LIMITS.short),
    plot_orientation: z.optional(z.enum(PLOT_ORIENTATIONS)),
    location: optionalText('Location', REQUEST_LIMITS.short),
    project_size: optionalText('Project size', REQUEST_LIMITS.short),
    timeline: z.optional(z.enum(TIMELINES)),
    budget_range: z.optional(z.enum(BUDGET_RANGES)),
  }),
);
export type RequestDetails = z.infer<typeof RequestDetails>;

/** POST /api/requests. A signed-in caller's name and email come from their token; a visitor gives both. */
export const CreateRequestBody = lazySchema(() =>
  z.strictObject(
    {
      /** One per form, kept across retries: it becomes the request's id, so a retried send stores one request. */
      submission_id: uuid('submission_id'),
      subject: RequestSubject,
      message: requiredText('Message', REQUEST_LIMITS.text, 3),
      details: z.optional(RequestDetails),
      name: optionalText('Name', REQUEST_LIMITS.name),
      email: z.optional(emailAddress()),
      phone: phone('Phone'),
      whatsapp: phone('WhatsApp number'),
      language: z.optional(z.enum(SHOP_LANGUAGES)),
      attachments: attachmentRefs,
    },
    rejectUnknownFields,
  ),
);
export type CreateRequestBody = z.infer<typeof CreateRequestBody>;

export const CreatedRequest = lazySchema(() =>
  z.object({ id: z.string(), kind: z.enum(REQUEST_KINDS), state: z.enum(REQUEST_STATES), message: z.string() }),
);
export type CreatedRequest = z.infer<typeof CreatedRequest>;

/** POST /api/requests/uploads: a presigned POST for one attachment, before it is named on a message. */
export const RequestUploadBody = lazySchema(() =>
  z.strictObject({
    content_type: z.enum(REQUEST_ATTACHMENT_TYPES, { error: 'Please choose a picture (JPG, PNG, WebP) or a PDF' }),
    // Not accounts/uploads.ts's fileSize: importing that module here puts its chunk in the desk pages' preloads,
    // which the first screen's boot script lists.
    size: z
      .number()
      .check(
        z.int(),
        z.positive({ error: 'The file is empty' }),
        z.lte(REQUEST_ATTACHMENT_MAX_BYTES, { error: 'A file can be at most 10 MB' }),
      ),
  }),
);
export type RequestUploadBody = z.infer<typeof RequestUploadBody>;

export const RequestUpload = lazySchema(() =>
  z.object({ id: z.string(), url: z.string(), fields: z.record(z.string(), z.string()), expires_at: z.string() }),
);
export type RequestUpload = z.infer<typeof RequestUpload>;

/** A visitor's private link carries a token; a signed-in requester and staff need none. */
export const RequestIdParams = lazySchema(() => z.object({ id: uuid('id') }));
export const RequestTokenQuery = lazySchema(() =>
  z.object({ token: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'Invalid link' }))) }),
);
export const RequestAttachmentParams = lazySchema(() =>
  z.object({ id: uuid('id'), attachmentId: uuid('attachmentId') }),
);

/** POST /api/requests/{id}/messages (the requester). */
export const RequesterMessageBody = lazySchema(() =>
  z.strictObject(
    { text: requiredText('Message', REQUEST_LIMITS.text), attachments: attachmentRefs },
    rejectUnknownFields,
  ),
);
export type RequesterMessageBody = z.infer<typeof RequesterMessageBody>;

/** POST /api/admin/requests/{id}/messages (staff): a reply the requester is mailed, or an internal note. */
export const StaffMessageBody = lazySchema(() =>
  z.strictObject(
    { text: requiredText('Message', REQUEST_LIMITS.text), internal: z.boolean(), attachments: attachmentRefs },
    rejectUnknownFields,
  ),
);
export type StaffMessageBody = z.infer<typeof StaffMessageBody>;

/**
 * PATCH /api/admin/requests/{id}: assign (a staff member's sub, "me", or null) and/or move the state. Quote and
 * delivery states are moved by their own routes, never here.
 */
export const STAFF_MOVES = ['in_review', 'in_progress', 'closed', 'declined'] as const;
export const StaffRequestUpdate = lazySchema(() =>
  z.strictObject(
    {
      assignee: z.optional(z.nullable(z.string().check(z.regex(/^(me|[A-Za-z0-9-]{1,64})$/)))),
      state: z.optional(z.enum(STAFF_MOVES)),
      reason: optionalText('Reason', REQUEST_LIMITS.reason),
    },
    rejectUnknownFields,
  ),
);
export type StaffRequestUpdate = z.infer<typeof StaffRequestUpdate>;

/** The request as the requester and staff read it (never the link tokens' hashes). */
export const RequestView = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(REQUEST_KINDS),
    state: z.enum(REQUEST_STATES),
    requester_sub: z.nullable(z.string()),
    requester_email: z.string(),
    requester_name: z.string(),
    phone: z.nullable(z.string()),
    whatsapp: z.nullable(z.string()),
    order_id: z.nullable(z.string()),
    plan_id: z.nullable(z.string()),
    plan_title: z.nullable(z.string()),
    service: z.nullable(z.enum(REQUEST_SERVICES)),
    language: z.enum(SHOP_LANGUAGES),
    details: RequestDetails,
    created_at: z.string(),
    updated_at: z.string(),
    first_reply_at: z.nullable(z.string()),
    decline_reason: z.nullable(z.string()),
    assignee_sub: z.nullable(z.string()),
    assignee_email: z.nullable(z.string()),
  }),
);
export type RequestView = z.infer<typeof RequestView>;

export const MESSAGE_AUTHORS = ['requester', 'staff', 'system'] as const;

/** One entry of a thread: a message, an internal note (staff only), or a state change. */
export const RequestMessage = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    author: z.enum(MESSAGE_AUTHORS),
    author_name: z.string(),
    internal: z.boolean(),
    text: z.string(),
    attachments: z.array(RequestAttachment),
    /** Set on a state change: from, to, and the reason of a decline. */
    state_change: z.nullable(
      z.object({ from: z.enum(REQUEST_STATES), to: z.enum(REQUEST_STATES), reason: z.nullable(z.string()) }),
    ),
  }),
);
export type RequestMessage = z.infer<typeof RequestMessage>;

export const RequestThread = lazySchema(() =>
  z.object({
    request: RequestView,
    messages: z.array(RequestMessage),
    /** Seconds from the request to staff's first reply (null while unanswered). */
    first_reply_seconds: z.nullable(z.number()),
    /** Whether the reader is staff (internal notes included). */
    staff_view: z.boolean(),
  }),
);
export type RequestThread = z.infer<typeof RequestThread>;

export const RequestList = lazySchema(() =>
  z.object({
    requests: z.array(z.extend(RequestView, { first_reply_seconds: z.nullable(z.number()) })),
    /** The desk's next page, when there is one (the requester's own list is never paged). */
    next_cursor: z.optional(z.nullable(z.string())),
  }),
);
export type RequestList = z.infer<typeof RequestList>;

/** GET /api/admin/requests filters; age is "older than N days". */
export const AdminRequestsQuery = lazySchema(() =>
  z.object({
    state: z.optional(z.enum(REQUEST_STATES)),
    kind: z.optional(z.enum(REQUEST_KINDS)),
    service: z.optional(z.enum(REQUEST_SERVICES)),
    assignee: z.optional(z.string().check(z.regex(/^(me|none|[A-Za-z0-9-]{1,64})$/))),
    cursor: z.optional(
      z.string().check(z.regex(/^[A-Za-z0-9_-]{1,400}$/, { error: 'cursor is not one this list gave' })),
    ),
    older_than_days: z.optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,4}$/, { error: 'older_than_days must be a number of days' })),
        z.transform((s: string) => Number(s)),
      ),
    ),
  }),
);
export type AdminRequestsQuery = z.infer<typeof AdminRequestsQuery>;

/** GET /api/admin/requests/analytics: requests by kind and the median time to staff's first reply, by period. */
export const RequestAnalyticsQuery = lazySchema(() =>
  z.object({
    from: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'from must be a date (YYYY-MM-DD)' })),
    to: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'to must be a date (YYYY-MM-DD)' })),
  }),
);
export const RequestAnalytics = lazySchema(() =>
  z.object({
    total: z.number(),
    by_kind: z.record(z.enum(REQUEST_KINDS), z.number()),
    replied: z.number(),
    median_first_reply_seconds: z.nullable(z.number()),
    /** Quotes paid in the period (by the day paid) and their value in cedis, taxes included. */
    quotes_accepted: z.number(),
    quotes_accepted_cedis: z.number(),
  }),
);
export type RequestAnalytics = z.infer<typeof RequestAnalytics>;

/** GET /api/requests/{id}/attachments/{attachmentId}: a link that works for a few minutes. */
export const RequestAttachmentLink = lazySchema(() =>
  z.object({ url: z.string(), expires_at: z.string(), name: z.string() }),
);
export type RequestAttachmentLink = z.infer<typeof RequestAttachmentLink>;
