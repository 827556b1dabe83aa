import { describe, expect, it } from 'vitest';
import { resolveCaller } from '../../src/auth/resolve-caller.ts';
import { apiEvent } from '../support/api-event.ts';
import { type SignedInAs, withClaims } from '../support/authorized-event.ts';

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
      await expect(resolveCaller(eventFor(), level)).rejects.toMatchObject({ statusCode: 401 });
    },
  );

  it('answers 403 to a plain user on admin and super_admin routes', async () => {
    await expect(resolveCaller(eventFor(USER), 'admin')).rejects.toMatchObject({
      statusCode: 403,
      message: 'This needs an admin account',
    });
    await expect(resolveCaller(eventFor(USER), 'super_admin')).rejects.toMatchObject({
      statusCode: 403,
      message: 'This needs a super admin account',
    });
  });

  it('answers 403 to an admin on super_admin routes', async () => {
    await expect(resolveCaller(eventFor(ADMIN), 'super_admin')).rejects.toMatchObject({ statusCode: 403 });
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

    await expect(resolveCaller(event, 'admin')).rejects.toMatchObject({ statusCode: 403 });
  });
});
