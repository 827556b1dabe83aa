import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

/**
 * A buyer's data rights: taking their data with them and closing their account. The words both sides show live
 * here, so the page recognises the server's refusals.
 */
export const ACCOUNT_CLOSURE_MESSAGES = {
  wrongPassword: 'That password is not right. Your account was not closed.',
  staffCannotClose: 'Staff accounts are closed by another super admin from User Management.',
  ownAccountFromAdmin: 'Close your own account from your profile.',
  userNotFound: 'User not found',
  confirmWord: 'Type CLOSE to confirm that the account should be closed.',
  wrongCode: 'That code is not right. Your account was not closed.',
  codeExpired: 'That code has expired or was tried too often. Ask for a new code.',
  codeShape: 'Enter the 6-digit code from the mail',
  passwordOrCode: 'Enter your password or the code we mailed you',
  codeSent: 'Several codes were sent in a short time.',
  staffExportSuperAdminOnly: "Only a super admin may export a staff member's data.",
} as const;

/** The name a kept review shows once its author closed their account. */
export const FORMER_CUSTOMER_NAME = 'Former customer';
/** What a closed account's own messages on a request read afterwards (staff keep the thread, not the person's words). */
export const REMOVED_AT_CLOSURE_TEXT = 'Removed when the account was closed.';

/** What happens to the buyer's reviews: kept under "Former customer", or removed. */
export const REVIEW_CHOICES = ['keep', 'remove'] as const;
export type ReviewChoice = (typeof REVIEW_CHOICES)[number];

export const DATA_EXPORT_FORMATS = ['json', 'html'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];

/** GET /api/account/data: the caller's own data, as JSON or as a readable page. */
export const DataExportQuery = lazySchema(() =>
  z.object({
    format: z._default(z.enum(DATA_EXPORT_FORMATS, { error: 'format must be json or html' }), 'json'),
    lang: z._default(z.enum(['en', 'fr'], { error: 'lang must be en or fr' }), 'en'),
  }),
);
export type DataExportQuery = z.infer<typeof DataExportQuery>;

/** The export is a file (JSON or HTML text), sent as a download. */
export const DataExportFile = lazySchema(() => z.string());

/**
 * POST /api/account/close: the buyer proves it is them with their password, or with the code mailed to their
 * account's address (for a buyer who does not know their password); they choose what happens to their reviews.
 */
export const CloseAccountRequest = lazySchema(() =>
  z
    .strictObject(
      {
        password: z.optional(z.string().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(256))),
        code: z.optional(z.string().check(z.regex(/^\d{6}$/, { error: ACCOUNT_CLOSURE_MESSAGES.codeShape }))),
        reviews: z.enum(REVIEW_CHOICES, { error: 'reviews must be keep or remove' }),
      },
      rejectUnknownFields,
    )
    .check(
      z.refine((body) => (body.password === undefined) !== (body.code === undefined), {
        error: ACCOUNT_CLOSURE_MESSAGES.passwordOrCode,
      }),
    ),
);
export type CloseAccountRequest = z.infer<typeof CloseAccountRequest>;

/** POST /api/users/{id}/close: a super admin closes an account at its owner's request (by mail, phone, letter). */
export const AdminCloseAccountRequest = lazySchema(() =>
  z.strictObject(
    {
      reviews: z.enum(REVIEW_CHOICES, { error: 'reviews must be keep or remove' }),
      confirm: z.literal('CLOSE', { error: ACCOUNT_CLOSURE_MESSAGES.confirmWord }),
    },
    rejectUnknownFields,
  ),
);
export type AdminCloseAccountRequest = z.infer<typeof AdminCloseAccountRequest>;

/** What a closure did, counted. */
export const AccountClosure = lazySchema(() =>
  z.object({
    closed: z.literal(true),
    orders_kept: z.number(),
    reviews_kept: z.number(),
    reviews_removed: z.number(),
    favorites_removed: z.number(),
    pictures_removed: z.number(),
  }),
);
export type AccountClosure = z.infer<typeof AccountClosure>;

/**
 * GET /api/users/{id}/data: a super admin makes a person's data export at their request. Without `lang`, the readable
 * page follows the person's own language setting (the page goes to them).
 */
export const StaffDataExportQuery = lazySchema(() =>
  z.object({
    format: z._default(z.enum(DATA_EXPORT_FORMATS, { error: 'format must be json or html' }), 'json'),
    lang: z.optional(z.enum(['en', 'fr'], { error: 'lang must be en or fr' })),
  }),
);
export type StaffDataExportQuery = z.infer<typeof StaffDataExportQuery>;

/** A closure code mailed to the account's address: how long it works and how many tries it allows. */
export const CLOSURE_CODE_MINUTES = 10;
export const CLOSURE_CODE_TRIES = 5;

/** POST /api/account/close/code: a code is on its way to the account's address (which is not repeated). */
export const ClosureCodeSent = lazySchema(() => z.object({ sent: z.literal(true), expires_in_seconds: z.number() }));
export type ClosureCodeSent = z.infer<typeof ClosureCodeSent>;
