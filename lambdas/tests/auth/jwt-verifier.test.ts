import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jwtVerifier } from '../../src/auth/jwt-verifier.ts';
import { TOKEN_FROM_THE_FUTURE, TOKEN_WITHOUT_EXPIRY } from '../../src/auth/token-times.ts';
import { idToken, TEST_CLIENT_ID, TEST_ISSUER, useTestIssuer } from '../support/tokens.ts';

/**
 * The one token check the Lambdas and the offline stack's authorizer share: what API Gateway's JWT authorizer
 * accepts (an ID or access token of our client, signed by the issuer's key, not expired), and nothing else.
 */
describe('the shared Cognito token check', () => {
  let verify: ReturnType<typeof jwtVerifier>;

  beforeEach(() => {
    useTestIssuer();
    verify = jwtVerifier(() => ({
      issuer: TEST_ISSUER,
      clientId: TEST_CLIENT_ID,
      fetchJwks: (uri) => fetch(uri).then((response) => response.arrayBuffer()),
    }));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  it('accepts an ID token (client in aud) and an access token (client in client_id)', async () => {
    await expect(verify(idToken({ sub: 'ama' }))).resolves.toMatchObject({ sub: 'ama', token_use: 'id' });
    await expect(verify(idToken({ sub: 'kofi', tokenUse: 'access' }))).resolves.toMatchObject({
      sub: 'kofi',
      token_use: 'access',
      client_id: TEST_CLIENT_ID,
    });
  });

  it.each(['refresh', ''])('refuses a token whose token_use is %j', async (tokenUse) => {
    await expect(verify(idToken({ tokenUse }))).rejects.toThrow('Not an ID or access token');
  });

  it('refuses a token of another client, a forged one and an expired one', async () => {
    await expect(verify(idToken({ clientId: 'other-client' }))).rejects.toThrow('Token was issued for another client');
    await expect(verify(idToken({ clientId: 'other-client', tokenUse: 'access' }))).rejects.toThrow(
      'Token was issued for another client',
    );
    await expect(verify(idToken({ forged: true }))).rejects.toThrow();
    await expect(verify(idToken({ expiresInSeconds: -60 }))).rejects.toThrow();
  });

  it('refuses a genuine signature over a token without an expiry: it would never stop working', async () => {
    await expect(verify(idToken({ claims: { exp: undefined } }))).rejects.toThrow(TOKEN_WITHOUT_EXPIRY);
  });

  it('refuses a token issued more than 5 minutes ahead of our clock, and allows a few seconds of drift', async () => {
    const now = Math.floor(Date.now() / 1000);

    await expect(verify(idToken({ claims: { iat: now + 6 * 60 } }))).rejects.toThrow(TOKEN_FROM_THE_FUTURE);
    await expect(verify(idToken({ claims: { iat: now + 30 } }))).resolves.toMatchObject({ iat: now + 30 });
  });
});
