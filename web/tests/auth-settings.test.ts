import { describe, expect, it } from 'vitest';
import { authSettingsFromEnv } from '../src/lib/auth.ts';

describe('authSettingsFromEnv', () => {
  it('uses USER_PASSWORD_AUTH against the offline emulator', () => {
    // Act
    const settings = authSettingsFromEnv({
      VITE_API_ORIGIN: '',
      VITE_COGNITO_USER_POOL_ID: 'local_abc',
      VITE_COGNITO_CLIENT_ID: 'client-1',
      VITE_COGNITO_ENDPOINT: 'http://127.0.0.1:9229',
    });

    // Assess
    expect(settings).toEqual({
      userPoolId: 'local_abc',
      userPoolClientId: 'client-1',
      endpoint: 'http://127.0.0.1:9229',
      authFlow: 'password',
    });
  });

  it('defaults to SRP on AWS and honours an explicit flow', () => {
    // Act
    const aws = authSettingsFromEnv({
      VITE_API_ORIGIN: '',
      VITE_COGNITO_USER_POOL_ID: 'eu-west-1_abc',
      VITE_COGNITO_CLIENT_ID: 'client-1',
    });
    const forced = authSettingsFromEnv({
      VITE_API_ORIGIN: '',
      VITE_COGNITO_USER_POOL_ID: 'eu-west-1_abc',
      VITE_COGNITO_CLIENT_ID: 'client-1',
      VITE_COGNITO_AUTH_FLOW: 'password',
    });

    // Assess
    expect(aws?.authFlow).toBe('srp');
    expect(forced?.authFlow).toBe('password');
  });

  it('leaves the ids to /config.json when the build has none', () => {
    // Act / Assess
    expect(authSettingsFromEnv({ VITE_API_ORIGIN: '', VITE_COGNITO_USER_POOL_ID: '' })).toBeUndefined();
  });
});
