import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { CONFIRM_STATUSES } from './newsletter.ts';

/**
 * Mail scanners open every link in a mail with a GET. So the links in newsletter mails only land on a page of the
 * shop (the GET changes nothing), and the page's button makes the change with a POST: confirming a subscription, or
 * unsubscribing (the same POST a mail provider's one-click unsubscribe sends, RFC 8058).
 */
export const NewsletterConfirmAnswer = lazySchema(() =>
  z.object({ message: z.string(), status: z.enum(CONFIRM_STATUSES) }),
);
export type NewsletterConfirmAnswer = z.infer<typeof NewsletterConfirmAnswer>;
