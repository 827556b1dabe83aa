import { describe, expect, it, vi } from 'vitest';
import { resolveCaller, type TokenVerifier } from '../../src/auth/resolve-caller.ts';
import { refusalOf } from '../../src/http/http-errors.ts';

import { apiEvent } from '../support/api-event.ts';
import { type SignedInAs, withClaims } from '../support/authorized-event.ts';

/** How httpRoute answers the refusal: its status code and message (a success is no refusal). */
const refused = (promise: Promise<unknown>) => promise.then(() => undefined, refusalOf);

/**
 * The role checks behind every admin and super_admin row. The route-table matrix in test/security
 * proves them over HTTP once such rows exist; until then this proves them where they live.
 */
function eventFor(as?: SignedInAs) {
  const event = apiEvent({ routeKey: 'GET /api/admin/things', path: '/api/admin/things' });
  return as ? withClaims(event, as) : event;
}

const USER: SignedInAs = { sub: 'ama' };
const ADMIN: SignedInAs = { sub: 'kofi', groups: ['admin'] };
const SUPER_ADMIN: SignedInAs = { sub: 'boss', groups: ['super_admin'] };

describe('resolveCaller', () => {
  it.each(['user', 'admin', 'super_admin'] as const)(
    'answers 401 on a %s route without verified claims',
    async (level) => {
      await expect(refused(resolveCaller(eventFor(), level))).resolves.toMatchObject({ statusCode: 401 });
    },
  );

  it('answers 403 to a plain user on admin and super_admin routes', async () => {
    await expect(refused(resolveCaller(eventFor(USER), 'admin'))).resolves.toMatchObject({
      statusCode: 403,
      message: 'This needs an admin account',
    });
    await expect(refused(resolveCaller(eventFor(USER), 'super_admin'))).resolves.toMatchObject({
      statusCode: 403,
      message: 'This needs a super admin account',
    });
  });

  it('answers 403 to an admin on super_admin routes', async () => {
    await expect(refused(resolveCaller(eventFor(ADMIN), 'super_admin'))).resolves.toMatchObject({ statusCode: 403 });
  });

  it('lets each role through at its level and below, reading groups as API Gateway sends them ("[admin]")', async () => {
    expect(await resolveCaller(eventFor(USER), 'user')).toEqual({ sub: 'ama', email: 'ama@example.com', groups: [] });
    expect((await resolveCaller(eventFor(ADMIN), 'admin'))?.groups).toEqual(['admin']);
    expect((await resolveCaller(eventFor(SUPER_ADMIN), 'admin'))?.sub).toBe('boss');
    expect((await resolveCaller(eventFor(SUPER_ADMIN), 'super_admin'))?.sub).toBe('boss');
    expect(
      (await resolveCaller(eventFor({ sub: 'both', groups: ['admin', 'super_admin'] }), 'super_admin'))?.groups,
    ).toEqual(['admin', 'super_admin']);
  });

  it('takes no role from anywhere but the verified claims: a role header or body changes nothing', async () => {
    const event = eventFor(USER);
    event.headers = { 'x-user-role': 'super_admin', 'cognito:groups': '[super_admin]' };
    event.body = JSON.stringify({ role: 'super_admin', 'cognito:groups': ['super_admin'] });

    await expect(refused(resolveCaller(event, 'admin'))).resolves.toMatchObject({ statusCode: 403 });
  });

  describe('on an optional route', () => {
    const withBearer = (token: string) => ({ ...eventFor(), headers: { authorization: `Bearer ${token}` } });

    it('sees a visitor without a token as nobody, without calling the verifier', async () => {
      // Prepare
      const verifyToken = vi.fn<TokenVerifier>();

      // Act
      const caller = await resolveCaller(eventFor(), 'optional', verifyToken);

      // Assess
      expect(caller).toBeUndefined();
      expect(verifyToken).not.toHaveBeenCalled();
    });

    it('takes the caller from the claims the verifier accepts, for exactly the token sent', async () => {
      // Prepare
      const verifyToken = vi.fn<TokenVerifier>(async () => ({ sub: 'kofi', 'cognito:groups': ['admin'] }));

      // Act
      const caller = await resolveCaller(withBearer('tok.en.sig'), 'optional', verifyToken);

      // Assess
      expect(verifyToken).toHaveBeenCalledWith('tok.en.sig');
      expect(caller).toEqual({ sub: 'kofi', email: undefined, groups: ['admin'] });
    });

    it('answers 401 when the verifier refuses the token', async () => {
      // Prepare
      const verifyToken = vi.fn<TokenVerifier>(async () => {
        throw new Error('expired');
      });

      // Act
      const result = resolveCaller(withBearer('old.to.ken'), 'optional', verifyToken);

      // Assess
      await expect(refused(result)).resolves.toMatchObject({
        statusCode: 401,
        message: 'Your session is invalid or has expired. Please sign in again.',
      });
    });

    it('fails loudly when a handler of an optional route passes no verifier, rather than ignoring the token', async () => {
      await expect(resolveCaller(withBearer('tok.en.sig'), 'optional')).rejects.toThrow(
        'An optional-auth route needs a token verifier',
      );
    });
  });
});

describe('resolveCaller on the claims the authorizer passed on', () => {
  const withTimes = (times: Record<string, string | undefined>) => {
    const event = withClaims(apiEvent({ routeKey: 'GET /api/things', path: '/api/things' }), USER);
    const claims = event.requestContext.authorizer.jwt.claims as Record<string, string | undefined>;
    for (const [name, value] of Object.entries(times)) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    return event;
  };
  const now = () => Math.floor(Date.now() / 1000);

  it('answers 401 to a token without exp or issued more than 5 minutes ahead', async () => {
    await expect(refused(resolveCaller(withTimes({ exp: undefined }), 'user'))).resolves.toMatchObject({
      statusCode: 401,
    });
    await expect(refused(resolveCaller(withTimes({ iat: String(now() + 3600) }), 'user'))).resolves.toMatchObject({
      statusCode: 401,
    });
  });

  it('lets a token issued a few seconds ahead through (clock drift)', async () => {
    expect((await resolveCaller(withTimes({ iat: String(now() + 20) }), 'user'))?.sub).toBe('ama');
  });
});
