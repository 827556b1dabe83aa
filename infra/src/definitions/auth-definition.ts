/**
 * The user pool's shape as plain data (no CDK import), so the CDK auth construct and the offline
 * stack's cognito-local setup build the same pool.
 */
export const ROLE_GROUPS = ['admin', 'super_admin'] as const;
export type RoleGroup = (typeof ROLE_GROUPS)[number];

export const USER_POOL = {
  signInWith: 'email',
  /**
   * A second factor is each user's choice at pool level (Cognito then asks for it whenever a user has one), and
   * the only factor is an authenticator app (TOTP): no SMS, no email codes. Staff must have one: the API checks it
   * on every staff route (lambdas/src/auth/second-factor.ts), since Cognito cannot require MFA for some users only.
   */
  mfa: 'OPTIONAL',
  mfaFactors: ['SOFTWARE_TOKEN_MFA'],
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
