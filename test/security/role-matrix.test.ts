import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { forgedTokens } from './token-forgery.ts';

/**
 * Generated from the route table, so every row added later is covered without touching this file:
 * a protected row refuses a missing, forged, expired, tampered or unsigned token (401); a row above
 * the caller's role refuses a genuine token (403). Only the status is asserted: the probe ids and
 * bodies are harmless placeholders, and the refusal must come before anything reads them.
 */
type Presenter = 'no token' | 'other key' | 'expired' | 'tampered' | 'unsigned' | 'user' | 'admin';

interface Probe {
  route: RouteDefinition;
  as: Presenter;
  expected: 401 | 403;
}

const SIGNED_IN_LEVELS = new Set(['user', 'admin', 'super_admin']);
const BAD_TOKENS: Presenter[] = ['other key', 'expired', 'tampered', 'unsigned'];

function probesFor(route: RouteDefinition): Probe[] {
  const probes: Probe[] = [];
  if (SIGNED_IN_LEVELS.has(route.auth)) {
    for (const as of ['no token', ...BAD_TOKENS] as Presenter[]) probes.push({ route, as, expected: 401 });
  }
  // An optional row lets visitors in, but a token that is sent and fails verification is refused.
  if (route.auth === 'optional') for (const as of BAD_TOKENS) probes.push({ route, as, expected: 401 });
  if (route.auth === 'admin' || route.auth === 'super_admin') probes.push({ route, as: 'user', expected: 403 });
  if (route.auth === 'super_admin') probes.push({ route, as: 'admin', expected: 403 });
  return probes;
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
  tokens.set('tampered', forged.tampered);
  tokens.set('unsigned', forged.unsigned);
});

afterAll(async () => {
  await shop?.stop();
});

describe('role matrix over every row of the route table', () => {
  it('has a probe for every row that is not public', () => {
    const probed = new Set(probes.map((probe) => probe.route.name));

    expect(routes.filter((route) => route.auth !== 'public' && !probed.has(route.name))).toEqual([]);
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
