import { describe, expect, it } from 'vitest';
import { signedOutEverywhere } from '../emulators/cognito-sign-out-targets.ts';

describe("the emulator's AdminUserGlobalSignOut", () => {
  it('ends every refresh token the user holds, and keeps the rest of the user', () => {
    const user = { Username: 'kojo', RefreshTokens: ['a', 'b'], Enabled: true };

    expect(signedOutEverywhere(user)).toEqual({ Username: 'kojo', RefreshTokens: [], Enabled: true });
  });
});
