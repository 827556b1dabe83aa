import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

/**
 * POST /api/profiles/{userId}/sign-ins: the browser says it has just signed in, naming the random id it keeps for
 * itself. The id says nothing about the person; it only tells one browser from another for login alerts.
 */
export const SignInNotice = lazySchema(() =>
  z.strictObject(
    {
      device: z
        .string({ error: 'device must be the browser’s id' })
        .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'device must be 16 to 64 letters, digits, - or _' })),
    },
    rejectUnknownFields,
  ),
);
export type SignInNotice = z.infer<typeof SignInNotice>;

/** Whether this browser was new to the account, and whether a login alert went out for it. */
export const SignInNoted = lazySchema(() => z.object({ new_device: z.boolean(), alerted: z.boolean() }));
export type SignInNoted = z.infer<typeof SignInNoted>;
