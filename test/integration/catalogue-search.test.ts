import type { PublicPlan } from '@shop/shared/plans/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let call: ApiCall;
let admin = '';

beforeAll(async () => {
  shop = await startTestStack();
  call = apiCaller(shop.api);
  admin = await shop.signIn('admin');
});

afterAll(async () => {
  await shop?.stop();
});

/** Ids of the first page, read as staff (never from the edge's cache, so a change shows at once). */
async function ids(query: string): Promise<string[]> {
  const answer = await call<{ plans: PublicPlan[] }>('GET', `/api/plans?${query}`, admin);
  expect(answer.status).toBe(200);
  return answer.body.plans.map((plan) => plan.id);
}

describe('catalogue search and staff edits over the snapshot', () => {
  it('finds a plan by accent-free words, word starts and one typo, in French by its French texts', async () => {
    // Prepare
    const created = await call<PublicPlan>('POST', '/api/plans', admin, {
      title: 'Élégant Zéphyr Modèle',
      description: 'A vextrolan family house.',
      title_fr: 'Maison Zéphyr',
      description_fr: 'Une maison familiale aérée.',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.title_fr).toBe('Maison Zéphyr');

    // Act and assess
    expect(await ids('q=modele%20zephyr')).toEqual([id]);
    expect(await ids('q=ZEPH')).toEqual([id]);
    expect(await ids('q=zephir')).toEqual([id]);
    expect(await ids('q=familiale&lang=fr')).toEqual([id]);
    expect(await ids('q=familiale')).toEqual([]);
    expect(await ids('q=vextrolan')).toEqual([id]);
    expect(await ids('q=vextrolan&lang=fr')).toEqual([]);
  });

  it('lists a staff edit and a delete in the very next request', async () => {
    const created = await call<PublicPlan>('POST', '/api/plans', admin, {
      title: 'Snapshot Edit Qwerty',
      basic_price: 1,
    });
    const id = created.body.id;
    expect((await ids('sort=price-asc&limit=1'))[0]).toBe(id);

    const edited = await call('PUT', `/api/plans/${id}`, admin, { basic_price: 99999 });
    expect(edited.status).toBe(200);
    expect((await ids('sort=price-desc&limit=1'))[0]).toBe(id);

    expect((await call('DELETE', `/api/plans/${id}`, admin)).status).toBe(200);
    expect(await ids('q=qwerty')).toEqual([]);
  });
});
