import * as z from 'zod/mini';
import { ROLES } from '../accounts/profile.ts';
import { lazySchema } from '../lazy-schema.ts';
import { limitParam, rejectUnknownFields } from '../validation.ts';

export const USER_LIST_PAGE_MAX = 60;

export const USER_ADMIN_MESSAGES = {
  role: `Role must be one of: ${ROLES.join(', ')}`,
  onlySuperAdminChangesStaff: 'Only a super admin can grant or remove the admin and super admin roles',
  ownRole: 'You cannot change your own role',
  lastSuperAdmin: 'The last super admin cannot be demoted',
  ownStatus: 'You cannot disable your own account',
  onlySuperAdminDisablesStaff: 'Only a super admin can disable or enable a staff account',
  lastSuperAdminDisabled: 'The last super admin cannot be disabled',
  userNotFound: 'User not found',
  alreadyExists: 'An account with this email already exists',
  roleChangeFailed: 'Failed to update user role. Please try again.',
  search: 'Search by the start of an email address, on one line and without quotes or backslashes (for example "ama@")',
} as const;

/**
 * What a search for the start of an email may hold. The text goes into a Cognito filter string (`email ^= "…"`):
 * a quote or a backslash would end or bend that string, and Cognito refuses control characters and line or
 * paragraph separators (a line break, U+2028) outright. No email address holds any of them.
 */
export const USER_SEARCH_PATTERN = /^[^\p{C}\p{Zl}\p{Zp}"\\]*$/u;

/** Cognito's account states, as a person reads them. */
export const ACCOUNT_STATUSES = ['confirmed', 'unconfirmed', 'invited', 'reset-required', 'unknown'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** One row of User Management: Cognito's account facts joined with the profile the user wrote. */
export const AdminUser = lazySchema(() =>
  z.object({
    id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    avatar_url: z.string(),
    role: z.enum(ROLES),
    enabled: z.boolean(),
    /** confirmed: signed up and verified; unconfirmed: code not entered; invited: temporary password not yet changed. */
    status: z.enum(ACCOUNT_STATUSES),
    created_at: z.string(),
  }),
);
export type AdminUser = z.infer<typeof AdminUser>;

/** GET /api/users: a page of users, newest first within the page; `q` matches the start of the email. */
export const UserListQuery = lazySchema(() =>
  z.object({
    q: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(100, { error: 'q must be at most 100 characters' }),
          z.regex(USER_SEARCH_PATTERN, { error: USER_ADMIN_MESSAGES.search }),
        ),
    ),
    role: z.optional(z.enum(ROLES, { error: USER_ADMIN_MESSAGES.role })),
    limit: z._default(limitParam(USER_LIST_PAGE_MAX), USER_LIST_PAGE_MAX),
    cursor: z.optional(z.string().check(z.maxLength(4000, { error: 'cursor is not valid' }))),
  }),
);
export type UserListQuery = z.infer<typeof UserListQuery>;

export const UserListResponse = lazySchema(() =>
  z.object({
    users: z.array(AdminUser),
    nextCursor: z.nullable(z.string()),
  }),
);
export type UserListResponse = z.infer<typeof UserListResponse>;

export const UserIdPathParams = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'id must be a user id' })),
  }),
);

/** PUT /api/users/{id}/role. */
export const RoleChangeRequest = lazySchema(() =>
  z.strictObject({ role: z.enum(ROLES, { error: USER_ADMIN_MESSAGES.role }) }, rejectUnknownFields),
);
export type RoleChangeRequest = z.infer<typeof RoleChangeRequest>;

/** PUT /api/users/{id}/status: enable or disable sign-in. */
export const UserStatusRequest = lazySchema(() =>
  z.strictObject({ enabled: z.boolean({ error: 'enabled must be true or false' }) }, rejectUnknownFields),
);
export type UserStatusRequest = z.infer<typeof UserStatusRequest>;

/** POST /api/users/invite: Cognito emails a temporary password; the account starts with the chosen role. */
export const InviteUserRequest = lazySchema(() =>
  z.strictObject(
    {
      email: z
        .string({ error: 'Email is required' })
        .check(
          z.trim(),
          z.toLowerCase(),
          z.maxLength(254, { error: 'Email must be at most 254 characters' }),
          z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'Please enter a valid email address' }),
        ),
      role: z._default(z.enum(ROLES, { error: USER_ADMIN_MESSAGES.role }), 'user'),
      first_name: z.optional(
        z.string().check(z.trim(), z.maxLength(50, { error: 'First name must be at most 50 characters' })),
      ),
      last_name: z.optional(
        z.string().check(z.trim(), z.maxLength(50, { error: 'Last name must be at most 50 characters' })),
      ),
    },
    rejectUnknownFields,
  ),
);
export type InviteUserRequest = z.infer<typeof InviteUserRequest>;
