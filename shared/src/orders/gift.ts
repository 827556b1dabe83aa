import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../i18n/languages.ts';
import { lazySchema } from '../lazy-schema.ts';
import { LICENCE_NAME_MAX, LICENCE_NAME_TEXTS } from './licence.ts';

/** The longest gift message: a card's worth of words, never a letter-sized body that could carry spam. */
export const GIFT_MESSAGE_MAX = 500;
/** How long a claim link works; the giver re-sends a fresh one after that (the old one stops working). */
export const GIFT_CLAIM_DAYS = 30;
/** How many times one gift's mail may be sent in all (the first plus re-sends): the shop never becomes a mail cannon. */
export const GIFT_MAX_SENDS = 5;

export const GIFT_TEXTS = {
  emailRequired: "Please enter the recipient's email address",
  emailInvalid: "Please enter the recipient's valid email address",
  nameRequired: "Please enter the recipient's name",
  messageTooLong: `The message can be at most ${GIFT_MESSAGE_MAX} characters`,
  messageInvalid: 'The message cannot contain control characters',
  linkInvalid: 'This gift link is not valid or has expired. Please ask the person who gave it to send it again.',
  alreadyClaimed: 'This gift has already been claimed.',
  ownGift: 'You gave this plan: the person you gave it to claims it with their own account.',
  notAvailable: 'This gift can no longer be claimed.',
  notClaimedYet: 'This plan is a gift: its files are delivered to the recipient once they claim it.',
  resendRefused: 'This gift can no longer be sent again.',
  tooManySends: 'This gift has been sent as many times as allowed. Please contact us.',
} as const;

/** Control characters except line breaks and tabs: a message may have lines, never hidden or header-like bytes. */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/**
 * "Give this plan" at checkout: who receives it and the giver's words. The address is the only one mailed (one
 * recipient, no headers taken from the buyer); the message is plain text, shown escaped.
 */
export const GiftRequest = lazySchema(() =>
  z.object({
    recipientEmail: z
      .string({ error: GIFT_TEXTS.emailRequired })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, { error: GIFT_TEXTS.emailRequired }),
        z.maxLength(254, { error: GIFT_TEXTS.emailInvalid }),
        z.email({ error: GIFT_TEXTS.emailInvalid }),
      ),
    recipientName: z
      .string({ error: GIFT_TEXTS.nameRequired })
      .check(
        z.trim(),
        z.minLength(1, { error: GIFT_TEXTS.nameRequired }),
        z.maxLength(LICENCE_NAME_MAX, { error: LICENCE_NAME_TEXTS.tooLong }),
        z.regex(/^[^\p{Cc}\p{Cf}]*$/u, { error: LICENCE_NAME_TEXTS.invalid }),
      ),
    message: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(GIFT_MESSAGE_MAX, { error: GIFT_TEXTS.messageTooLong }),
        z.refine((text) => !CONTROL.test(text.replace(/\r?\n|\t/g, ' ')), { error: GIFT_TEXTS.messageInvalid }),
      ),
    ),
    /** The language of the recipient's mail; the checkout's language when absent. */
    language: z.optional(z.enum(SHOP_LANGUAGES)),
  }),
);
export type GiftRequest = z.infer<typeof GiftRequest>;

/** A gift as its order carries it (the claim token is kept apart, hashed, and never shown). */
export const GiftDetails = lazySchema(() =>
  z.object({
    recipient_email: z.string(),
    recipient_name: z.string(),
    message: z.optional(z.string()),
    language: z.enum(SHOP_LANGUAGES),
    giver_id: z.string(),
    giver_email: z.string(),
    giver_name: z.string(),
    /** When the claim mail last went out; absent until the payment is settled. */
    sent_at: z.optional(z.nullable(z.string())),
    /** How many times the claim mail went out. */
    send_count: z.optional(z.number()),
    claimed_at: z.optional(z.nullable(z.string())),
  }),
);
export type GiftDetails = z.infer<typeof GiftDetails>;

export const GIFT_STATES = ['awaiting_payment', 'sent', 'claimed', 'refunded'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

/** Where a gift stands, from its order: refunded wins, then claimed, then sent once paid. */
export function giftState(order: { status: string; gift?: GiftDetails }): GiftState | undefined {
  if (!order.gift) return undefined;
  if (order.status === 'refunded') return 'refunded';
  if (order.gift.claimed_at) return 'claimed';
  if (order.status === 'completed') return 'sent';
  return 'awaiting_payment';
}

/** A gift not claimed yet: the recipient's licence to be, and no licence of the giver's (library, upgrades). */
export function isUnclaimedGift(order: { gift?: GiftDetails }): boolean {
  return !!order.gift && !order.gift.claimed_at;
}

/** POST /api/gifts/claim: the order and the token from the claim link. */
export const ClaimGiftRequest = lazySchema(() =>
  z.object({
    orderId: z.string().check(z.minLength(1), z.maxLength(100)),
    token: z.string().check(z.minLength(20), z.maxLength(100), z.regex(/^[A-Za-z0-9_-]+$/)),
  }),
);
export type ClaimGiftRequest = z.infer<typeof ClaimGiftRequest>;

/** The claim page's path; the mail links to it with the order id and the token. */
export function giftClaimPath(orderId: string, token: string): string {
  return `/gift/claim?order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;
}
