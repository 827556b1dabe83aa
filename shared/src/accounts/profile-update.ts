import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

/*
 * What a person may write on their profile: apart from profile.ts, which every page reads for the header, as only
 * the profile form and the server check it.
 */

/** Limits on what a person may write about themselves. */
export const PROFILE_LIMITS = { name: 50, phone: 20, bio: 500, place: 60, url: 500 } as const;

const text = (field: string, max: number) =>
  z.string().check(z.trim(), z.maxLength(max, { error: `${field} must be at most ${max} characters` }));

/** What a user may change on their profile (PUT body, partial); unknown fields are refused. */
export const ProfileUpdate = lazySchema(() =>
  z.strictObject(
    {
      first_name: z.optional(text('First name', PROFILE_LIMITS.name)),
      last_name: z.optional(text('Last name', PROFILE_LIMITS.name)),
      phone: z.optional(
        z
          .string()
          .check(
            z.trim(),
            z.regex(/^(\+?[0-9 ()-]{6,20})?$/, { error: 'Phone must be a phone number, e.g. +233 24 000 0000' }),
          ),
      ),
      bio: z.optional(text('Bio', PROFILE_LIMITS.bio)),
      city: z.optional(text('City', PROFILE_LIMITS.place)),
      country: z.optional(text('Country', PROFILE_LIMITS.place)),
      /** Must be an address in the shop's own images bucket (the server checks the prefix). */
      avatar_url: z.optional(text('Avatar address', PROFILE_LIMITS.url)),
    },
    rejectUnknownFields,
  ),
);
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;
