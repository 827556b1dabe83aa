import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, type ApiCall, apiCaller, subOf } from '../support/api-client.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { CROSS_USER_PROBES, type CrossUserProbe, fillPath, NOT_OWNED, type OwnerData } from './owned-ids.ts';

/**
 * User B presents user A's ids to every route that takes one: B is refused and no answer carries
 * anything of A's. The routes come from the route table, so a new `user` route with a path
 * parameter fails the coverage test until it is added to CROSS_USER_PROBES or NOT_OWNED.
 */
let shop: TestStack;
let call: ApiCall;
let tokenA = '';
let tokenB = '';
let owner: OwnerData;
let favoritePlanId = '';

const hasPathParameter = (route: RouteDefinition) => route.path.includes('{');
const probed = routes.flatMap((route) => {
  const probe = (CROSS_USER_PROBES as Record<string, CrossUserProbe | undefined>)[route.name];
  return probe ? [[route.method, route.path, probe.expected, route, probe] as const] : [];
});

/** Everything of A's that must never show in an answer to B. */
function leaksOf(answer: Answer): string[] {
  return [owner.email, owner.orderId, owner.reference, owner.filePath, owner.marker, owner.sub].filter((secret) =>
    answer.text.includes(secret),
  );
}

function send(route: RouteDefinition, probe: CrossUserProbe, token: string): Promise<Answer> {
  const query = probe.query ? `?${new URLSearchParams(probe.query(owner))}` : '';
  return call(route.method, `${fillPath(route.path, probe.params(owner))}${query}`, token, probe.body?.(owner));
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  tokenA = await shop.signIn('user');
  tokenB = await shop.signUp('kofi.boateng@example.com', 'Kofi!plans2026x');
  const sub = subOf(tokenA);
  const marker = `marker-${sub.slice(0, 8)}-akosua`;
  await call('PUT', `/api/profiles/${sub}`, tokenA, { bio: marker });

  const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=2');
  const [bought, saved] = plans.body.plans.map((plan) => plan.id);
  favoritePlanId = saved ?? '';
  await call('POST', '/api/favorites', tokenA, { planId: favoritePlanId });
  const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', tokenA, {
    email: 'buyer@example.com',
    planId: bought,
    packageType: 'basic',
  });
  await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, { outcome: 'success', channel: 'card' });
  await call('GET', `/api/payments/verify/${started.body.reference}`, tokenA);
  const download = await call<{ files: { path: string }[] }>('GET', `/api/downloads/${started.body.orderId}`, tokenA);
  owner = {
    sub,
    email: 'buyer@example.com',
    orderId: started.body.orderId,
    reference: started.body.reference,
    filePath: decodeURIComponent(download.body.files[0]?.path ?? ''),
    marker,
  };
});

afterAll(async () => {
  await shop?.stop();
});

describe("one user's ids in another user's requests", () => {
  it('covers every user route that takes a path parameter', () => {
    const userRoutesWithIds = routes.filter((route) => route.auth === 'user' && hasPathParameter(route));
    const covered = new Set([...Object.keys(CROSS_USER_PROBES), ...Object.keys(NOT_OWNED)]);

    expect(userRoutesWithIds.map((route) => route.name).filter((name) => !covered.has(name))).toEqual([]);
  });

  it('set up data of A that A can read, so a refusal below is about B', async () => {
    const order = await call('GET', `/api/orders/${owner.orderId}`, tokenA);
    const file = await call(
      'GET',
      `/api/downloads/${owner.orderId}/file?filePath=${encodeURIComponent(owner.filePath)}`,
      tokenA,
    );
    const profile = await call('GET', `/api/profiles/${owner.sub}`, tokenA);

    expect(order.body).toMatchObject({ id: owner.orderId, status: 'completed' });
    expect(file.status).toBe(302);
    expect(profile.body.bio).toBe(owner.marker);
  });

  it.each(probed)('%s %s with A ids as B -> %i, nothing of A in the answer', async (_m, _p, expected, route, probe) => {
    const answer = await send(route, probe, tokenB);

    expect(answer.status).toBe(expected);
    expect(leaksOf(answer)).toEqual([]);
  });

  it("leaves A's profile and settings as A left them after B's attempts to change them", async () => {
    const profile = await call('GET', `/api/profiles/${owner.sub}`, tokenA);
    const settings = await call('GET', `/api/profiles/${owner.sub}/settings`, tokenA);

    expect(profile.body.bio).toBe(owner.marker);
    expect(settings.body.theme).not.toBe('dark');
  });

  it.each(
    routes
      .filter((route) => route.auth === 'user' && route.method === 'GET' && !hasPathParameter(route))
      // A route that must be told what to look up (the upload status of one picture) is not a list of one's own.
      .filter((route) => !('query' in route.request) || route.request.query.safeParse({}).success)
      .map((route) => [route.path, route] as const),
  )("shows B nothing of A's in B's own list %s", async (path, route) => {
    const answer = await call(route.method, path, tokenB);

    expect(answer.status).toBe(200);
    expect(leaksOf(answer)).toEqual([]);
  });

  it("acts on B's own favorites when B names A as userId in the body", async () => {
    await call('DELETE', '/api/favorites', tokenB, { planId: favoritePlanId, userId: owner.sub });
    const listOfA = await call<{ favorites: { plan_id: string }[] }>('GET', '/api/favorites', tokenA);

    expect(listOfA.body.favorites.map((favorite) => favorite.plan_id)).toContain(favoritePlanId);
  });
});
