import { AUTH_LEVELS, type AuthLevel, type RouteDefinition, routes } from '@shop/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, subOf } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { forgedTokens } from './token-forgery.ts';

/**
 * Generated from the route table, so every row added later is covered without touching this file:
 * a protected row refuses a missing, forged, expired, tampered or unsigned token (401); a row above
 * the caller's role refuses a genuine token (403). Only the status is asserted: the probe ids and
 * bodies are harmless placeholders, and the refusal must come before anything reads them.
 */
type Presenter =
  | 'no token'
  | 'other key'
  | 'expired'
  | 'no expiry'
  | 'issued ahead'
  | 'tampered'
  | 'unsigned'
  | 'user'
  | 'admin';

interface Probe {
  route: RouteDefinition;
  as: Presenter;
  expected: 401 | 403;
}

const SIGNED_IN_LEVELS = new Set(['user', 'admin', 'super_admin']);
const BAD_TOKENS: Presenter[] = ['other key', 'expired', 'no expiry', 'issued ahead', 'tampered', 'unsigned'];

/**
 * Who each auth level refuses, and with what. Typed over every level, so a new level does not
 * compile until its refusals are written here. An optional row lets visitors in, but a token that
 * is sent and fails verification is refused; a super_admin row refuses an admin as well as a user.
 */
const REFUSED: Record<AuthLevel, Partial<Record<Presenter, 401 | 403>>> = {
  public: {},
  optional: Object.fromEntries(BAD_TOKENS.map((as) => [as, 401])),
  user: Object.fromEntries(['no token', ...BAD_TOKENS].map((as) => [as, 401])),
  admin: { ...Object.fromEntries(['no token', ...BAD_TOKENS].map((as) => [as, 401])), user: 403 },
  super_admin: { ...Object.fromEntries(['no token', ...BAD_TOKENS].map((as) => [as, 401])), user: 403, admin: 403 },
};

function probesFor(route: RouteDefinition): Probe[] {
  return Object.entries(REFUSED[route.auth]).map(([as, expected]) => ({ route, as: as as Presenter, expected }));
}

const probes = routes.flatMap(probesFor);

/** Path parameters filled with an id-shaped value no record has. */
function probePath(route: RouteDefinition): string {
  return route.path.replace(/\{(\w+)\+?\}/g, 'role-matrix-probe');
}

let shop: TestStack;
const tokens = new Map<Presenter, string>();

async function call(route: RouteDefinition, token: string | undefined): Promise<number> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await fetch(`${shop.api}${probePath(route)}`, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    body: hasBody ? '{}' : undefined,
  });
  await response.arrayBuffer();
  return response.status;
}

beforeAll(async () => {
  shop = await startTestStack('none');
  const user = await shop.signIn('user');
  tokens.set('user', user);
  tokens.set('admin', await shop.signIn('admin'));
  const forged = forgedTokens(user);
  tokens.set('other key', forged.otherKey);
  tokens.set('expired', forged.expired);
  tokens.set('no expiry', forged.noExpiry);
  tokens.set('issued ahead', forged.futureIat);
  tokens.set('tampered', forged.tampered);
  tokens.set('unsigned', forged.unsigned);
  // The stack's start and seed take minutes on a busy machine.
}, 400_000);

afterAll(async () => {
  await shop?.stop();
});

describe('role matrix over every row of the route table', () => {
  it('has a probe for every row that is not public', () => {
    const probed = new Set(probes.map((probe) => probe.route.name));

    expect(routes.filter((route) => route.auth !== 'public' && !probed.has(route.name))).toEqual([]);
  });

  it('refuses every role below each level, so a super_admin row added later is probed with an admin token', () => {
    const rank = (level: string) => ['user', 'admin', 'super_admin'].indexOf(level);
    const refusedRoles = (level: AuthLevel) => Object.keys(REFUSED[level]).filter((as) => rank(as) >= 0);
    const expectedRoles = (level: AuthLevel) =>
      SIGNED_IN_LEVELS.has(level) ? ['user', 'admin'].filter((role) => rank(role) < rank(level)) : [];

    expect(AUTH_LEVELS.map((level) => [level, refusedRoles(level).sort()])).toEqual(
      AUTH_LEVELS.map((level) => [level, expectedRoles(level).sort()]),
    );
    for (const route of routes.filter((row) => rank(row.auth) > 0)) {
      expect(
        probes.filter((probe) => probe.route === route && probe.expected === 403).map((probe) => probe.as),
      ).toEqual(expectedRoles(route.auth));
    }
  });

  it.each(probes.map((probe) => [probe.route.method, probe.route.path, probe.as, probe.expected, probe] as const))(
    '%s %s with %s -> %i',
    async (_method, _path, _as, expected, probe) => {
      const token = probe.as === 'no token' ? undefined : tokens.get(probe.as);

      expect(await call(probe.route, token)).toBe(expected);
    },
  );

  it('accepts a token re-signed with the issuer key, so the expired one is refused for its expiry alone', async () => {
    const route = routes.find((row) => row.auth === 'user') as RouteDefinition;

    expect(await call(route, forgedTokens(tokens.get('user') as string).resigned)).not.toBe(401);
    expect(await call(route, tokens.get('expired'))).toBe(401);
  });

  it.each(
    routes
      .filter((route) => SIGNED_IN_LEVELS.has(route.auth))
      .map((route) => [route.method, route.path, route] as const),
  )("lets a genuine token through the gate of %s %s (the 401s above are the tokens' fault)", async (_m, _p, route) => {
    const token = route.auth === 'user' ? tokens.get('user') : await shop.signIn(route.auth as 'admin' | 'super_admin');

    expect(await call(route, token)).not.toBe(401);
  });
});

/**
 * No row is super_admin today: granting and revoking staff roles sit on admin rows and the handler
 * refuses an admin. These pin that check at HTTP level, with a super admin as the control.
 */
describe('super-admin actions on admin rows', () => {
  let target = '';

  beforeAll(async () => {
    target = subOf(await shop.signUp('efua.owusu@example.com', 'Efua!plans2026x'));
  });

  it.each([
    ['granting admin', 'PUT', (): string => `/api/users/${target}/role`, { role: 'admin' }],
    ['granting super_admin', 'PUT', (): string => `/api/users/${target}/role`, { role: 'super_admin' }],
    ['inviting an admin', 'POST', (): string => '/api/users/invite', { email: 'new.staff@example.com', role: 'admin' }],
  ] as const)('refuses an admin %s with 403', async (_action, method, path, body) => {
    const answer = await apiCaller(shop.api)(method, path(), tokens.get('admin'), body);

    expect(answer.status).toBe(403);
  });

  it('lets a super admin grant the role the admin was refused, and revoke it', async () => {
    const call = apiCaller(shop.api);
    const superAdmin = await shop.signIn('super_admin');

    const granted = await call('PUT', `/api/users/${target}/role`, superAdmin, { role: 'admin' });
    const revokedByAdmin = await call('PUT', `/api/users/${target}/role`, tokens.get('admin'), { role: 'user' });
    const revoked = await call('PUT', `/api/users/${target}/role`, superAdmin, { role: 'user' });

    expect(granted.status).toBe(200);
    expect(revokedByAdmin.status).toBe(403);
    expect(revoked.status).toBe(200);
  });
});

/**
 * A disabled buyer and a demoted admin keep the tokens they had. Every signed-in row refuses those tokens at once,
 * not only money and files: these are the rows a buyer writes with, and staff rows, with well-formed requests so
 * that only the token can be the reason.
 */
describe('tokens issued before a disable or a demotion', () => {
  let buyerToken = '';
  let buyer = '';
  let demotedToken = '';

  const send = (method: string, path: string, token: string, body?: unknown) =>
    apiCaller(shop.api)(method, path, token, body).then((answer) => answer.status);

  beforeAll(async () => {
    const superAdmin = await shop.signIn('super_admin');
    buyerToken = await shop.signUp('abena.disabled@example.com', 'Abena!plans2026x');
    buyer = subOf(buyerToken);
    demotedToken = await shop.signUp('yaw.demoted@example.com', 'Yaw!plans2026xx');
    const demoted = subOf(demotedToken);
    expect((await apiCaller(shop.api)('PUT', `/api/users/${demoted}/role`, superAdmin, { role: 'admin' })).status).toBe(
      200,
    );
    // A new sign-in after the promotion: this token carries the admin group.
    demotedToken = await shop.signInWith('yaw.demoted@example.com', 'Yaw!plans2026xx');
    expect(await send('GET', '/api/users', demotedToken)).toBe(200);
    // iat has whole seconds: the revocations below come in a later second than the tokens.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(
      (await apiCaller(shop.api)('PUT', `/api/users/${buyer}/status`, superAdmin, { enabled: false })).status,
    ).toBe(200);
    expect((await apiCaller(shop.api)('PUT', `/api/users/${demoted}/role`, superAdmin, { role: 'user' })).status).toBe(
      200,
    );
  });

  it.each([
    ['POST', '/api/reviews', { plan_id: 'villa-01', rating: 5, title: 'Good plan', content: 'Clear drawings.' }],
    ['PUT', '/api/profiles/{me}', { first_name: 'Abena' }],
    ['PUT', '/api/profiles/{me}/settings', { login_alerts: false }],
    ['GET', '/api/profiles/{me}', undefined],
    ['POST', '/api/favorites', { planId: 'villa-01' }],
    ['DELETE', '/api/favorites', { planId: 'villa-01' }],
    ['GET', '/api/favorites', undefined],
    ['POST', '/api/upload/avatar', { contentType: 'image/png', size: 1000 }],
    ['GET', '/api/orders', undefined],
  ] as const)("refuses the disabled buyer's old token on %s %s (401)", async (method, path, body) => {
    expect(await send(method, path.replace('{me}', buyer), buyerToken, body)).toBe(401);
  });

  it.each([
    ['GET', '/api/users'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/plans?status=draft'],
  ] as const)(
    "refuses the demoted admin's old token on %s %s (401), a staff read behind an optional row included",
    async (method, path) => {
      expect(await send(method, path, demotedToken)).toBe(401);
    },
  );
});
