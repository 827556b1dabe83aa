import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { PACKAGES } from '../plans/plan.ts';

/**
 * The buyer's plan library: every plan they hold, by its highest package. Staff set how many times a year a buyer
 * may reopen a closed download window on their own; beyond it they ask staff (who extend windows as before).
 */
export const LIBRARY_REOPENING = {
  /** Free reopenings per plan held in any rolling 12 months, until staff change it in the settings. */
  defaultFreePerYear: 3,
  /** The most staff may allow; 0 turns self-service reopening off. */
  maxFreePerYear: 50,
  /** How long a reopened window stays open. */
  days: 7,
  /** The rolling period the reopenings are counted over. */
  periodDays: 365,
} as const;

export const LIBRARY_TEXTS = {
  windowOpen: 'The download window of this plan is still open',
  notOwned: 'Only a plan you hold, paid and not refunded, can be reopened',
  disputed: 'This payment went through a dispute at the bank: please ask us to reopen your downloads',
  limitReached: 'You have used the free reopenings for this plan this year: please contact us and we will reopen it',
  selfServiceOff: 'Reopening is done by our staff: please contact us and we will reopen your downloads',
  raced: 'Your downloads were just reopened: please reload the page',
} as const;

/** One plan the buyer holds: the order behind its highest package, and what they may do with it. */
export const LibraryEntry = lazySchema(() =>
  z.object({
    plan_id: z.string(),
    plan_title: z.string(),
    image_url: z.string(),
    /** The highest package among the buyer's completed orders of this plan (an upgrade order simply counts). */
    package_type: z.enum(PACKAGES),
    /** The order that carries that package: downloads and reopening act on it. */
    order_id: z.string(),
    /** Every completed order of this plan the buyer holds, newest first. */
    order_ids: z.array(z.string()),
    /** Who the licence names (as written at checkout); null on orders made before licence names. */
    licence_name: z.nullable(z.string()),
    purchased_at: z.string(),
    /** When the newest revision of the files arrived; null while the files are as bought. */
    revised_at: z.nullable(z.string()),
    /** End of the download window (past when closed). */
    expires_at: z.nullable(z.string()),
    window_open: z.boolean(),
    /** Self-service reopenings left in the rolling year; 0 means "ask staff". */
    reopenings_left: z.number(),
    /** Why the buyer cannot reopen on their own (disputed, limit reached); null when they can or it is open. */
    reopen_refusal: z.nullable(z.string()),
  }),
);
export type LibraryEntry = z.infer<typeof LibraryEntry>;

export const LibraryResponse = lazySchema(() =>
  z.object({ plans: z.array(LibraryEntry), free_reopenings_per_year: z.number() }),
);
export type LibraryResponse = z.infer<typeof LibraryResponse>;

/** POST /api/library/{orderId}/reopen: the order the library row names. */
export const ReopenParams = lazySchema(() => z.object({ orderId: z.string().check(z.minLength(1), z.maxLength(100)) }));
export const ReopenRequest = lazySchema(() => z.object({}));
