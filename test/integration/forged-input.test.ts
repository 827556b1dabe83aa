import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let call: ApiCall;
let planId = '';

/** A cursor as the shop would encode one, carrying whatever the caller made up. */
function forged(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
  planId = plans.body.plans[0]?.id ?? '';
});

afterAll(async () => {
  await shop?.stop();
});

const planCursors: [string, string][] = [
  ['empty key values', forged(['gsi1', { pk: '', sk: '', gsi1pk: '', gsi1sk: '' }])],
  ['another partition', forged(['gsi1', { pk: 'PLAN#x', sk: 'PLAN', gsi1pk: 'PLANS#draft', gsi1sk: '1#2024' }])],
  ['another entity', forged(['gsi1', { pk: 'USER#x', sk: 'PROFILE', gsi1pk: 'PLANS#active', gsi1sk: 'x' }])],
  ['not base64 JSON', '%%%not-a-cursor'],
];

describe('forged paging cursors are refused with 400 and a message, never 500', () => {
  it.each(planCursors)('GET /api/plans with %s', async (_name, cursor) => {
    const answer = await call('GET', `/api/plans?cursor=${encodeURIComponent(cursor)}`);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('cursor is not valid: start again from the first page');
  });

  it.each([
    ['empty key values', (id: string) => forged(['gsi1', { pk: '', sk: '', gsi1pk: `REVIEWS#${id}`, gsi1sk: '' }])],
    [
      'a key of another entity',
      (id: string) => forged(['gsi1', { pk: 'PLAN#x', sk: 'PLAN', gsi1pk: `REVIEWS#${id}`, gsi1sk: 'z' }]),
    ],
  ])('GET /api/reviews/{planId} with %s', async (_name, make) => {
    const answer = await call('GET', `/api/reviews/${planId}?cursor=${encodeURIComponent(make(planId))}`);

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('cursor is not valid: start again from the first page');
  });
});
