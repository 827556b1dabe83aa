import * as z from 'zod/mini';
import { rejectUnknownFields } from './validation.ts';

/** A PUT body must change something: an empty one is refused with these words. */
export const atLeastOneField = (error = 'Send at least one field to change') =>
  z.refine<object>((body) => Object.keys(body).length > 0, { error });

/**
 * The PUT body of a resource whose POST takes `fields`: any subset of them, each checked as on create, unknown
 * ones refused, at least one sent.
 */
export function updateBody<Shape extends z.core.$ZodLooseShape>(fields: Shape) {
  return z.partial(z.strictObject({ ...fields }, rejectUnknownFields)).check(atLeastOneField());
}
