import * as z from 'zod/mini';
import { entity } from '../db/entity.ts';
import { accountKeys } from '../db/table-design.ts';

/** What a user writes about themselves; email, role and member-since are Cognito's and never stored here. */
export const PROFILE_FIELDS = ['first_name', 'last_name', 'phone', 'bio', 'city', 'country', 'avatar_url'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A stored profile: a field the user never wrote is absent (so defaults can fill it). */
export type StoredProfile = Partial<Record<ProfileField, string>>;

/** A profile as stored: every field optional (never written), each a string when present. */
const storedProfile = (): z.ZodMiniType<StoredProfile> =>
  z.object(
    Object.fromEntries(PROFILE_FIELDS.map((field) => [field, z.optional(z.string())])) as Record<
      ProfileField,
      z.ZodMiniOptional<z.ZodMiniString>
    >,
  );

/**
 * How a profile is stored: one item in its user's partition, keyed by the user's sub (which the item does not repeat),
 * with no index and, as profiles always were, no entity attribute. It is only ever written field by field.
 */
export const profileEntity = entity<StoredProfile & { updated_at?: string }, { sub: string }>({
  what: 'profile',
  key: { partition: ({ sub }) => accountKeys.pk(sub), sort: () => accountKeys.profileSk },
  schema: storedProfile,
});

/** Reads a profile item; a field of the wrong type fails the read and names the field. */
export const fromProfileItem: (item: Record<string, unknown>) => StoredProfile = profileEntity.fromItem;
