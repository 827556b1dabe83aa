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
} as const;

/** The name a kept review shows once its author closed their account. */
export const FORMER_CUSTOMER_NAME = 'Former customer';

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

/** POST /api/account/close: the buyer's password proves it is them; they choose what happens to their reviews. */
export const CloseAccountRequest = lazySchema(() =>
  z.strictObject(
    {
      password: z.string().check(z.minLength(1, { error: 'Enter your password' }), z.maxLength(256)),
      reviews: z.enum(REVIEW_CHOICES, { error: 'reviews must be keep or remove' }),
    },
    rejectUnknownFields,
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
