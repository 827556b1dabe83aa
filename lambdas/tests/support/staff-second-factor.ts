import { vi } from 'vitest';

/**
 * Loaded before every handler test file (vitest.config.ts): staff in these tests have confirmed an authenticator
 * app, unless their sub starts with `no-2fa`, so the tests of each staff route stay about that route. The guard and
 * its Cognito reader are tested for themselves in tests/auth/second-factor*.test.ts, against the real module.
 */
export const WITHOUT_SECOND_FACTOR = 'no-2fa';

vi.mock('../../src/adapters/second-factor-from-cognito.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/adapters/second-factor-from-cognito.ts')>()),
  secondFactorFromCognito: async ({ sub }: { sub: string }) => !sub.startsWith(WITHOUT_SECOND_FACTOR),
}));
