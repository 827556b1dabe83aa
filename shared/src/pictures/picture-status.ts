import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/** GET /api/upload/status?address=...: whether an uploaded picture's variants exist yet. */
export const PictureStatusQuery = lazySchema(() =>
  z.object({
    address: z
      .string({ error: 'address is required' })
      .check(z.trim(), z.minLength(1, { error: 'address is required' }), z.maxLength(400)),
  }),
);
export type PictureStatusQuery = z.infer<typeof PictureStatusQuery>;

export const PICTURE_STATES = ['processing', 'ready', 'failed'] as const;
export type PictureState = (typeof PICTURE_STATES)[number];

export const PictureStatus = lazySchema(() =>
  z.object({
    address: z.string(),
    status: z.enum(PICTURE_STATES),
    /** Why a failed picture was refused, in words for the person who uploaded it. */
    message: z.optional(z.string()),
  }),
);
export type PictureStatus = z.infer<typeof PictureStatus>;
