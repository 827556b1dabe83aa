import { randomUUID } from 'node:crypto';
import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@shop/shared/edge/edge-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * The offline edge (CloudFront's stand-in) between every caller and the API: what the Lambdas can trust
 * because of it, and what it caches for whom.
 */
let shop: TestStack;

beforeAll(async () => {
  shop = await startTestStack('none');
});

afterAll(async () => {
  await shop?.stop();
});

const contactMessage = () => ({
  name: 'Kojo Asante',
  email: 'kojo@example.com',
  subject: `Edge question ${randomUUID()}`,
  message: 'Can the villa be built on a sloping plot in Aburi?',
  submissionId: randomUUID(),
});

describe('the API behind the edge', () => {
  it('refuses a caller that goes around the edge to the API itself, even one guessing the secret header', async () => {
    const direct = await fetch(`${shop.stack.urls.apiOrigin}/api/plans`);
    const guessing = await fetch(`${shop.stack.urls.apiOrigin}/api/plans`, {
      headers: { [ORIGIN_VERIFY_HEADER]: 'let-me-in' },
    });
    const throughEdge = await fetch(`${shop.api}/api/plans`, { headers: { [ORIGIN_VERIFY_HEADER]: 'let-me-in' } });

    expect(direct.status).toBe(403);
    expect(await direct.json()).toEqual({
      message: "This address is not served directly. Please use the shop's web address.",
    });
    expect(guessing.status).toBe(403);
    expect(throughEdge.status).toBe(200);
  });

  it('keys rate limits on the viewer address the edge sets: a forged one does not buy a visitor more messages', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await fetch(`${shop.api}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [VIEWER_ADDRESS_HEADER]: `203.0.113.${i}:4000${i}` },
        body: JSON.stringify(contactMessage()),
      });
      statuses.push(response.status);
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('sends the production security headers on API answers too', async () => {
    const response = await fetch(`${shop.api}/api/settings`);

    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('the edge cache', () => {
  const settings = async (token?: string) => {
    const response = await fetch(`${shop.api}/api/settings`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return { cache: response.headers.get('x-cache'), body: (await response.json()) as { site_name: string } };
  };

  it('answers anonymous catalogue reads from the edge, never a signed-in buyer’s own view of them', async () => {
    const token = await shop.signIn('user');
    const plans = async (auth?: string) =>
      (await fetch(`${shop.api}/api/plans?limit=3`, { headers: auth ? { authorization: `Bearer ${auth}` } : {} }))
        .headers;
    await settings();
    await plans();

    const again = [(await settings()).cache, (await plans()).get('x-cache')];
    const signedIn = [await plans(token), await plans(token)];

    expect(again).toEqual(['Hit from cloudfront', 'Hit from cloudfront']);
    expect(signedIn.map((headers) => headers.get('x-cache'))).toEqual(['Miss from cloudfront', 'Miss from cloudfront']);
    expect(signedIn[0]?.get('cache-control')).toBe('private, no-store');
  });

  it('shows visitors a staff change at once: the write invalidates the cached copy', async () => {
    const admin = await shop.signIn('admin');
    await settings();
    expect((await settings()).cache).toBe('Hit from cloudfront');

    const saved = await apiCaller(shop.api)('PUT', '/api/settings', admin, { site_name: 'Tema Plans at the Edge' });
    const after = await settings();

    expect(saved.status).toBe(200);
    expect(after.body.site_name).toBe('Tema Plans at the Edge');
    expect(after.cache).toBe('Miss from cloudfront');
  });
});
