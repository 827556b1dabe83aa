import { USER_POOL } from '@shop/infra/definitions/auth-definition';
import { meetsPasswordPolicy, PASSWORD_POLICY, passwordRuleText } from '@shop/shared/accounts/password-policy';
import { describe, expect, it } from 'vitest';

describe('the password rule people read', () => {
  it('is the rule the user pool enforces', () => {
    // Act / Assess
    expect(PASSWORD_POLICY).toEqual(USER_POOL.passwordPolicy);
  });

  it('names every requirement in words', () => {
    // Act / Assess
    expect(passwordRuleText()).toBe(
      'Password must be at least 8 characters and include an uppercase letter, a lowercase letter and a number.',
    );
    expect(
      passwordRuleText({
        minLength: 12,
        requireUppercase: false,
        requireLowercase: false,
        requireDigits: false,
        requireSymbols: true,
      }),
    ).toBe('Password must be at least 12 characters and include a symbol.');
  });

  it('accepts a password only when it meets every requirement', () => {
    // Act / Assess
    expect(meetsPasswordPolicy('Tema2026house')).toBe(true);
    expect(meetsPasswordPolicy('Tema26h')).toBe(false);
    expect(meetsPasswordPolicy('tema2026house')).toBe(false);
    expect(meetsPasswordPolicy('TEMA2026HOUSE')).toBe(false);
    expect(meetsPasswordPolicy('TemaHouseOnly')).toBe(false);
  });
});
