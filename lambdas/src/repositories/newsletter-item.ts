import { SHOP_LANGUAGES } from '@shop/shared/i18n/languages';
import * as z from 'zod/mini';
import { staffListed } from '../db/creation-order.ts';
import { entity } from '../db/entity.ts';
import { newsletterKeys } from '../db/table-design.ts';

/** When, where and in which language an address was signed up: what shows the consent was given. */
const consentRecord = () =>
  z.object({
    given_at: z.string(),
    /** The address the sign-up came from, as CloudFront saw it: the evidence an address-based record can give. */
    address: z.string(),
    /** The page of the shop the form was on. */
    page: z.optional(z.string()),
    language: z.enum(SHOP_LANGUAGES),
  });

const subscriberItem = () =>
  z.object({
    email: z.string(),
    /** `pending` until the address confirms from the mail: a pending address receives nothing but that mail. */
    status: z.enum(['pending', 'subscribed', 'unsubscribed']),
    /** Secret part of the unsubscribe link; whoever holds the link may unsubscribe this address. */
    unsubscribe_token: z.string(),
    /** The language of the page they signed up on (decision 0028); absent on older rows, which are English. */
    language: z.optional(z.enum(SHOP_LANGUAGES)),
    created_at: z.string(),
    updated_at: z.string(),
    /** The latest sign-up's consent; absent on rows from before double opt-in. */
    consent: z.optional(consentRecord()),
    confirmed_at: z.optional(z.string()),
    /** SHA-256 of the confirmation link's secret, and when the link stopped or stops working. */
    confirm_token_hash: z.optional(z.string()),
    confirm_expires_at: z.optional(z.string()),
    unsubscribed_at: z.optional(z.string()),
  });

export type NewsletterSubscriber = z.infer<ReturnType<typeof subscriberItem>>;
export type ConsentRecord = z.infer<ReturnType<typeof consentRecord>>;

/**
 * How a subscriber is stored: one item per (lower-cased) address, on the staff list (gsi1) by sign-up time. A sign-up
 * replaces the whole item, so its list keys follow its new time.
 */
export const subscriberEntity = entity<NewsletterSubscriber, Pick<NewsletterSubscriber, 'email'>>({
  name: 'newsletter-subscriber',
  what: 'newsletter subscriber',
  ...staffListed<NewsletterSubscriber, 'email'>(newsletterKeys, 'email'),
  schema: subscriberItem,
});
