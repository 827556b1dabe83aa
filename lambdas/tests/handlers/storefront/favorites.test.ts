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

/*
 * What saving, removing and listing do to a buyer's list is checked on the domain functions against in-memory
 * repositories (tests/domain/favorites/favorites.test.ts); these are the routes' own duties: the caller is the only
 * user they act for, what a body may hold, and a stored favorite of the wrong shape failing loudly.
 */
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
    // Whatever the key layout, the write names the caller and never the user the body named
    const written = JSON.stringify(db.commandCalls(PutCommand)[0]?.args[0].input.Item);
    expect(written).toContain('user-1');
    expect(written).not.toContain('someone-else');
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
  it("removes the plan from the caller's own list, whatever userId the body names", async () => {
    const result = await call('DELETE', { planId: 'villa-01', userId: 'someone-else' });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ plan_id: 'villa-01', saved: false });
    const removed = JSON.stringify(db.commandCalls(DeleteCommand)[0]?.args[0].input.Key);
    expect(removed).toContain('user-1');
    expect(removed).not.toContain('someone-else');
  });

  it('refuses a body without planId with 400 and deletes nothing', async () => {
    const result = await call('DELETE', {});

    expect(result.status).toBe(400);
    expect(writes()).toHaveLength(0);
  });
});

describe('GET /api/favorites', () => {
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
