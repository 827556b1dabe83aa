import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { rejectUnknownFields } from '../validation.ts';

export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

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

/** A profile as the API returns it: the editable fields, plus email, role and member-since from Cognito. */
export const Profile = lazySchema(() =>
  z.object({
    user_id: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    created_at: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    bio: z.string(),
    city: z.string(),
    country: z.string(),
    avatar_url: z.string(),
  }),
);
export type Profile = z.infer<typeof Profile>;

export const UserIdParams = lazySchema(() =>
  z.object({
    userId: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'userId must be a user id' })),
  }),
);

/** Display name: first plus last name when both exist, else the email (the header and the reviews show it). */
export function displayName(profile: Pick<Profile, 'first_name' | 'last_name' | 'email'>): string {
  const full = `${profile.first_name} ${profile.last_name}`.trim();
  return profile.first_name && profile.last_name ? full : profile.email;
}

/** The role a set of Cognito groups gives: super_admin above admin above user. */
export function roleFromGroups(groups: readonly string[]): Role {
  if (groups.includes('super_admin')) return 'super_admin';
  if (groups.includes('admin')) return 'admin';
  return 'user';
}
