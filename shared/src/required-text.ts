import * as z from 'zod/mini';

/** Text a person must write (trimmed, at least `min` characters, at most `max`), its messages naming the field. */
export const requiredText = (field: string, max: number, min = 1) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.trim(),
      z.minLength(min, { error: `${field} is required` }),
      z.maxLength(max, { error: `${field} must be at most ${max} characters` }),
    );
