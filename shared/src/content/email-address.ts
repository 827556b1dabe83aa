import * as z from 'zod/mini';

/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * The address rule browsers apply to `type="email"` fields (WHATWG), with a dot required in the domain so
 * `ama@gmail` is caught before a mail bounces. The same rule runs in the form and in the Lambda.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address, e.g. ama@example.com';

/** True for an address the API will accept (after trimming). */
export function isEmailAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(address);
}

/** An email field: trimmed, lower-cased (addresses are compared and stored that way), at most 254 characters. */
export function emailAddress() {
  return z
    .string({ error: EMAIL_INVALID_MESSAGE })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(EMAIL_MAX_LENGTH, { error: `Email must be at most ${EMAIL_MAX_LENGTH} characters` }),
      z.regex(EMAIL_PATTERN, { error: EMAIL_INVALID_MESSAGE }),
    );
}
