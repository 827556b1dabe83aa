import * as z from 'zod/mini';
import { SHOP_LANGUAGES } from '../i18n/languages.ts';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';
import { emailAddress } from './email-address.ts';

export const NEWSLETTER_SUBSCRIBED_TEXT =
  'Almost done! Check your inbox and confirm your subscription with the link we sent you.';
/** How long a confirmation link works; an address left unconfirmed is then deleted. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
export const NEWSLETTER_FAILURE_TEXT = 'We could not sign you up just now. Please try again in a moment.';
export const NEWSLETTER_TOO_MANY_TEXT = 'Too many sign-ups from your connection.';

/**
 * POST /api/newsletter. `language` is the page's (decision 0028): the welcome mail and every later newsletter mail
 * follow it; absent means English.
 */
export const NewsletterSignupRequest = lazySchema(() =>
  z.strictObject(
    {
      email: emailAddress(),
      language: z.optional(z.enum(SHOP_LANGUAGES, { error: `language must be one of: ${SHOP_LANGUAGES.join(', ')}` })),
      /** The shop page the form was on (its path), kept with the consent. */
      page: z.optional(
        z
          .string()
          .check(
            z.maxLength(300, { error: 'page must be at most 300 characters' }),
            z.regex(/^\/[^\s]*$/, { error: 'page must be a path of the shop, e.g. /blog' }),
          ),
      ),
    },
    rejectUnknownFields,
  ),
);
export type NewsletterSignupRequest = z.infer<typeof NewsletterSignupRequest>;

/** Same answer for a first and a repeated sign-up, so the form never reveals who is subscribed. */
export const NewsletterReceipt = lazySchema(() => z.object({ message: z.string() }));
export type NewsletterReceipt = z.infer<typeof NewsletterReceipt>;

/** GET /api/newsletter/unsubscribe?token=..., the link in every newsletter mail. */
export const NewsletterUnsubscribeQuery = lazySchema(() =>
  z.object({
    token: z.string({ error: 'token is required' }).check(
      z.minLength(1, { error: 'token is required' }),
      // Whether the token is one of ours is for the handler to judge: it answers with a page either way.
      z.maxLength(600, { error: 'token is not valid' }),
    ),
  }),
);

/** GET /api/newsletter/confirm?token=..., the link in the confirmation mail. */
export const NewsletterConfirmQuery = NewsletterUnsubscribeQuery;

/** Where the confirmation link lands in the web app; `status` says what became of it. */
export const NEWSLETTER_CONFIRMED_PATH = '/newsletter/confirmed';
export const CONFIRM_STATUSES = ['done', 'expired', 'invalid'] as const;
export type ConfirmStatus = (typeof CONFIRM_STATUSES)[number];

/** Where the unsubscribe link lands in the web app; `status` says whether the token was good. */
export const NEWSLETTER_UNSUBSCRIBED_PATH = '/newsletter/unsubscribed';
export const UNSUBSCRIBE_STATUSES = ['done', 'invalid'] as const;
export type UnsubscribeStatus = (typeof UNSUBSCRIBE_STATUSES)[number];
