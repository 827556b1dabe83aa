import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/reviews/list-reviews.ts';
import { encodePlanCursor } from '../../../src/repositories/plan-cursor.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { failingRead } from '../../support/read-failure.ts';
import { idToken, useTestIssuer } from '../../support/tokens.ts';
import { reviewItem } from './storefront-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

async function callList(planId: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const event = apiEvent({
    routeKey: 'GET /api/reviews/{planId}',
    path: `/api/reviews/${planId}`,
    params: { planId },
    query,
    headers,
  });
  return answerOf(handler, event);
}

const newest = reviewItem({ id: 'rev-new', created_at: '2026-11-20T10:00:00.000Z', votes: { 'user-1': 'helpful' } });
const older = reviewItem({ id: 'rev-old', created_at: '2026-11-02T10:00:00.000Z', user_id: 'user-3' });

beforeEach(() => {
  db.reset();
  db.on(GetCommand).resolves({ Item: sampleItem({ rating_average: 4.25, rating_count: 2 }) });
  db.on(QueryCommand).resolves({ Items: [newest, older] });
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  useTestIssuer();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('GET /api/reviews/{planId}', () => {
  it('fails loudly (500, the field named in the log) at a stored review of the wrong shape', async () => {
    db.on(QueryCommand).resolves({
      Items: [newest, { ...reviewItem({ id: 'rev-bad' }), votes: { 'user-2': 'love' } }],
    });

    const { result, logged } = await failingRead(() => callList('villa-01'));

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored review does not have the expected shape at votes\.user-2/);
  });

  it("lists a plan's reviews newest first with the plan's rating, hiding who voted what", async () => {
    const result = await callList('villa-01');

    expect(result.status).toBe(200);
    const reviews = result.body.reviews as Record<string, unknown>[];
    expect(reviews.map((review) => review.id)).toEqual(['rev-new', 'rev-old']);
    expect(result.body).toMatchObject({ rating_average: 4.25, rating_count: 2, nextCursor: null });
    expect(reviews[0]).not.toHaveProperty('votes');
    expect(reviews[0]).not.toHaveProperty('pk');
    // Only what the page shows: no author account id.
    expect(reviews.some((review) => 'user_id' in review)).toBe(false);
    expect(reviews.map((review) => review.mine)).toEqual([false, false]);
    expect(reviews.map((review) => review.my_vote)).toEqual([null, null]);
    const query = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false, Limit: 11 });
    expect(Object.values(query?.ExpressionAttributeValues ?? {})).toEqual(['REVIEWS#villa-01']);
    expect(Object.values(query?.ExpressionAttributeNames ?? {})).toEqual(['gsi1pk']);
  });

  it('shows a signed-in caller their own votes and which review is theirs', async () => {
    const result = await callList('villa-01', {}, { authorization: `Bearer ${idToken({ sub: 'user-1' })}` });
    const author = await callList('villa-01', {}, { authorization: `Bearer ${idToken({ sub: 'user-3' })}` });

    const reviews = result.body.reviews as Record<string, unknown>[];
    expect(reviews.map((review) => review.my_vote)).toEqual(['helpful', null]);
    expect((author.body.reviews as Record<string, unknown>[]).map((review) => review.mine)).toEqual([false, true]);
    expect(result.headers['cache-control']).toBe('private, no-store');
  });

  it('gives a cursor when there is a further page, and reads on from it', async () => {
    const first = await callList('villa-01', { limit: '1' });

    expect((first.body.reviews as unknown[]).length).toBe(1);
    expect(first.body.nextCursor).toEqual(expect.any(String));

    await callList('villa-01', { limit: '1', cursor: first.body.nextCursor as string });
    expect(db.commandCalls(QueryCommand)[1]?.args[0].input.ExclusiveStartKey).toMatchObject({
      gsi1pk: 'REVIEWS#villa-01',
      sk: 'REVIEW#rev-new',
    });
  });

  it("refuses another plan's cursor with 400", async () => {
    const cursor = encodePlanCursor({
      index: 'gsi1',
      key: { pk: 'PLAN#other', sk: 'REVIEW#x', gsi1pk: 'REVIEWS#other', gsi1sk: '2026#x' },
    });

    const result = await callList('villa-01', { cursor });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('cursor is not valid: start again from the first page');
  });

  it.each([
    ['empty key values', { pk: '', sk: '', gsi1pk: 'REVIEWS#villa-01', gsi1sk: '' }],
    ['another plan in the table key', { pk: 'PLAN#other', sk: 'REVIEW#x', gsi1pk: 'REVIEWS#villa-01', gsi1sk: 'z' }],
    ['a key of another entity', { pk: 'PLAN#villa-01', sk: 'PLAN', gsi1pk: 'REVIEWS#villa-01', gsi1sk: 'z' }],
  ])('refuses a forged cursor (%s) with 400 before reading', async (_name, key) => {
    const result = await callList('villa-01', { cursor: encodePlanCursor({ index: 'gsi1', key }) });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ cursor: 'cursor is not valid: start again from the first page' });
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it.each([['0'], ['51'], ['ten']])('refuses limit=%s with 400', async (limit) => {
    const result = await callList('villa-01', { limit });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ limit: 'limit must be a whole number from 1 to 50' });
  });

  it('answers 404 for a plan that does not exist or is not on sale', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ status: 'inactive' }) });

    const result = await callList('villa-01');

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Plan not found' });
  });

  it('refuses a forged token with 401 rather than treating the caller as a visitor', async () => {
    const result = await callList('villa-01', {}, { authorization: `Bearer ${idToken({ forged: true })}` });

    expect(result.status).toBe(401);
  });
});
