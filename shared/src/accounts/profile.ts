import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

export const ROLES = ['user', 'admin', 'super_admin'] as const;
export type Role = (typeof ROLES)[number];

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
