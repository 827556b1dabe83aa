/**
 * The user pool's shape as plain data (no CDK import), so the CDK auth construct and the offline
 * stack's cognito-local setup build the same pool.
 */
export const ROLE_GROUPS = ['admin', 'super_admin'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

export const USER_POOL = {
  signInWith: 'email',
  selfSignUp: true,
  autoVerify: ['email'],
  passwordPolicy: {
    minLength: 8,
    requireLowercase: true,
    requireUppercase: true,
    requireDigits: true,
    requireSymbols: false,
  },
  /**
   * Attributes a user may write about themselves. Roles are never among them: they are groups. `locale` is the
   * language of their account mails (decision 0028), set at sign-up from the page's language.
   */
  userWritableAttributes: ['given_name', 'family_name', 'picture', 'phone_number', 'locale'],
  userReadableAttributes: ['email', 'email_verified', 'given_name', 'family_name', 'picture', 'phone_number', 'locale'],
} as const;

export const APP_CLIENT = {
  name: 'web',
  /** USER_PASSWORD_AUTH for the offline emulator, SRP for AWS; refresh for both. */
  authFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
  generateSecret: false,
} as const;
