import * as z from 'zod/mini';
import { parseItem } from '../db/parse-item.ts';

/** What a user writes about themselves; email, role and member-since are Cognito's and never stored here. */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'bio', 'city', 'country', 'avatar_url'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A stored profile: a field the user never wrote is absent (so defaults can fill it). */
export type StoredProfile = Partial<Record<ProfileField, string>>;

/** A profile as stored: every field optional (never written), each a string when present. */
let storedProfileSchema: z.ZodMiniType<StoredProfile> | undefined;
const storedProfile = () =>
  (storedProfileSchema ??= z.object(
    Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.optional(z.string())])) as Record<
      ProfileField,
      z.ZodMiniOptional<z.ZodMiniString>
    >,
  ));

/** Reads a profile item; a field of the wrong type fails the read and names the field. */
export function fromProfileItem(item: Record<string, unknown>): StoredProfile {
  return parseItem(storedProfile(), item, 'profile');
}
