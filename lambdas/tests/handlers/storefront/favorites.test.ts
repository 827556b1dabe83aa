import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as addHandler } from '../../../src/handlers/favorites/add-favorite.ts';
import { handler as listHandler } from '../../../src/handlers/favorites/list-favorites.ts';
import { handler as removeHandler } from '../../../src/handlers/favorites/remove-favorite.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { withClaims } from '../../support/authorized-event.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { failingRead } from '../../support/read-failure.ts';

const db = mockClient(DynamoDBDocumentClient);
const BUYER = { sub: 'user-1' };
const NOW = '2026-11-22T08:00:00.000Z';

async function call(method: 'GET' | 'POST' | 'DELETE', body?: unknown) {
  const event = apiEvent({
    method,
    routeKey: `${method} /api/favorites`,
    path: '/api/favorites',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const handler = method === 'GET' ? listHandler : method === 'POST' ? addHandler : removeHandler;
  return answerOf(handler, withClaims(event, BUYER));
}

const writes = () => [...db.commandCalls(PutCommand), ...db.commandCalls(DeleteCommand)];

beforeEach(() => {
  db.reset();
  vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(PutCommand).resolves({});
  db.on(DeleteCommand).resolves({});
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('POST /api/favorites', () => {
  it("saves the plan in the caller's own list (any userId sent is ignored) and returns it with the plan", async () => {
    const result = await call('POST', { planId: 'villa-01', userId: 'someone-else' });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: 'villa-01', plan_id: 'villa-01', created_at: NOW });
    expect(result.body.plan).toMatchObject({ id: 'villa-01', title: '4-Bedroom Tema Villa' });
    expect(result.body.plan).not.toHaveProperty('plan_files');
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      pk: 'USER#user-1',
      sk: 'FAVORITE#villa-01',
      plan_id: 'villa-01',
    });
  });

  it('is harmless when the plan is already saved: the first date stays', async () => {
    db.on(PutCommand).rejects(conditionFailed());
    db.on(GetCommand, { Key: { pk: 'USER#user-1', sk: 'FAVORITE#villa-01' } }).resolves({
      Item: { plan_id: 'villa-01', created_at: '2026-11-01T00:00:00.000Z' },
    });

    const result = await call('POST', { planId: 'villa-01' });

    expect(result.status).toBe(200);
    expect(result.body.created_at).toBe('2026-11-01T00:00:00.000Z');
  });

  it.each([
    ['a missing plan', {}],
    ['a plan not on sale', { Item: sampleItem({ status: 'inactive' }) }],
  ])('answers 404 for %s and writes nothing', async (_case, answer) => {
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves(answer);

    const result = await call('POST', { planId: 'villa-01' });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Plan not found' });
    expect(writes()).toHaveLength(0);
  });

  it.each([[{}], [{ planId: '' }], [{ planId: 'a/b' }], [{ planId: 42 }]])(
    'refuses %j with 400 and writes nothing',
    async (body) => {
      const result = await call('POST', body);

      expect(result.status).toBe(400);
      expect(result.body.fields).toHaveProperty('planId');
      expect(writes()).toHaveLength(0);
    },
  );
});

describe('DELETE /api/favorites', () => {
  it("removes the plan from the caller's own list only, whether or not it was saved", async () => {
    const result = await call('DELETE', { planId: 'villa-01', userId: 'someone-else' });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ plan_id: 'villa-01', saved: false });
    expect(db.commandCalls(DeleteCommand)[0]?.args[0].input.Key).toEqual({
      pk: 'USER#user-1',
      sk: 'FAVORITE#villa-01',
    });
    expect(db.commandCalls(DeleteCommand)[0]?.args[0].input.ConditionExpression).toBeUndefined();
  });

  it('refuses a body without planId with 400 and deletes nothing', async () => {
    const result = await call('DELETE', {});

    expect(result.status).toBe(400);
    expect(writes()).toHaveLength(0);
  });
});

describe('GET /api/favorites', () => {
  it("lists the caller's favorites newest first with their plans, leaving out plans no longer on sale", async () => {
    db.on(QueryCommand).resolves({
      Items: [
        { plan_id: 'villa-01', created_at: '2026-11-01T00:00:00.000Z' },
        { plan_id: 'bungalow-02', created_at: '2026-11-10T00:00:00.000Z' },
        { plan_id: 'gone-03', created_at: '2026-11-05T00:00:00.000Z' },
      ],
    });
    db.on(BatchGetCommand).resolves({
      Responses: {
        shop: [
          sampleItem(),
          sampleItem({ id: 'bungalow-02', title: 'Bungalow', plan_type: 'bungalow' }),
          sampleItem({ id: 'gone-03', status: 'inactive' }),
        ],
      },
    });

    const result = await call('GET');

    expect(result.status).toBe(200);
    const favorites = result.body.favorites as { plan_id: string; plan: Record<string, unknown> }[];
    expect(favorites.map((favorite) => favorite.plan_id)).toEqual(['bungalow-02', 'villa-01']);
    expect(favorites[0]?.plan.title).toBe('Bungalow');
    expect(favorites[0]?.plan).not.toHaveProperty('plan_files');
    const query = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query?.ExpressionAttributeValues).toEqual({ ':pk': 'USER#user-1', ':prefix': 'FAVORITE#' });
    expect(query?.ConsistentRead).toBe(true);
  });

  it('fails loudly (500, the field named in the log) at a stored favorite of the wrong shape', async () => {
    db.on(QueryCommand).resolves({ Items: [{ plan_id: 'villa-01' }] });

    const { result, logged } = await failingRead(() => call('GET'));

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored favorite does not have the expected shape at created_at/);
  });

  it('answers an empty list without reading plans when nothing is saved', async () => {
    db.on(QueryCommand).resolves({ Items: [] });

    const result = await call('GET');

    expect(result.body).toEqual({ favorites: [] });
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(0);
  });
});
