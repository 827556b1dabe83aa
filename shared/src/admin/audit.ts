import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { limitParam } from '../validation.ts';

export const AUDIT_TARGETS = [
  'plan',
  'user',
  'portfolio',
  'ad',
  'settings',
  'upload',
  'order',
  'request',
  'promotion',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

export const AUDIT_LIST_MAX = 100;
export const AUDIT_LIST_DEFAULT = 10;

/** One admin change: who did what to which record, when. */
export const AuditEvent = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    actor_id: z.string(),
    actor_email: z.string(),
    /** e.g. plan.create, plan.update, user.role, settings.update. */
    action: z.string(),
    target_type: z.enum(AUDIT_TARGETS),
    target_id: z.string(),
    /** A sentence a person reads in the Activity tab. */
    summary: z.string(),
    /** Which fields changed (names only for plans, old and new values for roles and prices). */
    changes: z.record(z.string(), z.unknown()),
    /** The address the request came from, where it matters (sign-ins, second-factor changes). */
    address: z.optional(z.string()),
  }),
);
export type AuditEvent = z.infer<typeof AuditEvent>;

const wholeNumber = lazySchema(() => limitParam(AUDIT_LIST_MAX));

const isoDate = lazySchema(() =>
  z
    .string()
    .check(z.refine((value) => !Number.isNaN(Date.parse(value)), { error: 'Dates must be ISO 8601, e.g. 2026-11-01' })),
);

/** GET /api/admin/activity: the latest events, newest first, optionally within [from, to]. */
export const AuditListQuery = lazySchema(() =>
  z.object({
    limit: z._default(wholeNumber, AUDIT_LIST_DEFAULT),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
  }),
);
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditListResponse = lazySchema(() => z.object({ events: z.array(AuditEvent) }));
export type AuditListResponse = z.infer<typeof AuditListResponse>;
