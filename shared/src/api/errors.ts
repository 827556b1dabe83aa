import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/** Every error the API returns has this body; `fields` names the parameters that were refused. */
export const ErrorBody = lazySchema(() =>
  z.object({
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    requestId: z.optional(z.string()),
  }),
);
export type ErrorBody = z.infer<typeof ErrorBody>;
