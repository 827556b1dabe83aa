/**
 * The user pool's password rule as data. infra/src/definitions/auth-definition.ts (USER_POOL.passwordPolicy)
 * configures Cognito with the same values; a test keeps the two equal, so the rule a person reads is the one
 * Cognito enforces.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
} as const;

export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireDigits: boolean;
  requireSymbols: boolean;
}

/** The rule in words, e.g. "Password must be at least 8 characters and include an uppercase letter, ...". */
export function passwordRuleText(policy: PasswordPolicy = PASSWORD_POLICY): string {
  const parts = [
    policy.requireUppercase && 'an uppercase letter',
    policy.requireLowercase && 'a lowercase letter',
    policy.requireDigits && 'a number',
    policy.requireSymbols && 'a symbol',
  ].filter((part): part is string => typeof part === 'string');
  const base = `Password must be at least ${policy.minLength} characters`;
  if (parts.length === 0) return `${base}.`;
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${base} and include ${list}.`;
}

/**
 * Whether a password meets the rule. Cognito enforces it on AWS; the forms check it first so a person hears the
 * rule before the round trip (and offline, where the emulator does not enforce it, behaves the same).
 */
export function meetsPasswordPolicy(password: string, policy: PasswordPolicy = PASSWORD_POLICY): boolean {
  if (password.length < policy.minLength) return false;
  if (policy.requireUppercase && !/[A-Z]/.test(password)) return false;
  if (policy.requireLowercase && !/[a-z]/.test(password)) return false;
  if (policy.requireDigits && !/[0-9]/.test(password)) return false;
  if (policy.requireSymbols && !/[^A-Za-z0-9]/.test(password)) return false;
  return true;
}
