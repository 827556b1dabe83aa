import { describe, expect, it } from 'vitest';
import { applyMfaPreference } from '../emulators/cognito-mfa-targets.ts';

const verified = { Username: 'kojo', SoftwareTokenMfaConfiguration: { Verified: true } };

describe("the emulator's AdminSetUserMFAPreference", () => {
  it('turns a verified authenticator app on as the preferred factor, and off again', () => {
    const on = applyMfaPreference(verified, { SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
    expect(on).toEqual({ UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' });

    const off = applyMfaPreference(
      { ...verified, UserMFASettingList: ['SOFTWARE_TOKEN_MFA'], PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA' },
      { SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false } },
    );
    expect(off).toEqual({ UserMFASettingList: [], PreferredMfaSetting: undefined });
  });

  it('refuses to turn on an app whose code was never confirmed, as Cognito does', () => {
    expect(
      applyMfaPreference(
        { Username: 'kojo', SoftwareTokenMfaConfiguration: { Verified: false } },
        { SoftwareTokenMfaSettings: { Enabled: true } },
      ),
    ).toBe('User has not verified software token mfa');
  });
});
