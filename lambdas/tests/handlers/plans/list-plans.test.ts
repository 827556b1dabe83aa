import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/plans/list-plans.ts';
import { encodePlanCursor } from '../../../src/repositories/plan-cursor.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { planKeysRead, serveCatalogue } from '../../support/catalogue-snapshot-stub.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { idToken, useTestIssuer } from '../../support/tokens.ts';

const db = mockClient(DynamoDBDocumentClient);

function listEvent(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return apiEvent({ routeKey: 'GET /api/plans', path: '/api/plans', query, headers });
}

async function callList(query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  return answerOf(handler, listEvent(query, headers));
}

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  useTestIssuer();
});

describe('GET /api/plans', () => {
  it('returns active plans with counts and never the plan file paths', async () => {
    // Prepare
    serveCatalogue(db, [
      sampleItem({ id: 'a' }),
      sampleItem({ id: 'b', featured: false }),
      sampleItem({ id: 'c', status: 'draft' }),
    ]);

    // Act
    const result = await callList();

    // Assess
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(2);
    expect(result.body.featuredTotal).toBe(1);
    expect((result.body.plans as { id: string }[]).map((p) => p.id)).toEqual(['a', 'b']);
    expect(result.raw).not.toContain('plan_files');
    expect(result.raw).not.toContain('plans/villa-01/basic');
    expect(result.body.nextCursor).toBeNull();
  });

  it('reads the snapshot and only the page plans, never a Query over the catalogue', async () => {
    const items = Array.from({ length: 40 }, (_, i) => sampleItem({ id: `p${i}`, basic_price: 1000 + i * 10 }));
    serveCatalogue(db, items);

    const result = await callList({ sort: 'price-desc', limit: '5' });

    expect((result.body.plans as { id: string }[]).map((p) => p.id)).toEqual(['p39', 'p38', 'p37', 'p36', 'p35']);
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
    expect(planKeysRead(db)).toEqual(['PLAN#p39', 'PLAN#p38', 'PLAN#p37', 'PLAN#p36', 'PLAN#p35']);
  });

  it('applies type, bedrooms, price band and search together', async () => {
    serveCatalogue(db, [
      sampleItem({ id: 'fits', plan_type: 'villa', bedrooms: 4, basic_price: 2500, title: 'Courtyard villa' }),
      sampleItem({ id: 'cheap', plan_type: 'villa', bedrooms: 4, basic_price: 1500, title: 'Courtyard villa' }),
      sampleItem({ id: 'small', plan_type: 'villa', bedrooms: 2, basic_price: 2500, title: 'Courtyard villa' }),
      sampleItem({ id: 'bungalow', plan_type: 'bungalow', bedrooms: 4, basic_price: 2500, title: 'Courtyard villa' }),
      sampleItem({
        id: 'other',
        plan_type: 'villa',
        bedrooms: 4,
        basic_price: 2500,
        title: 'Garden',
        description: 'x',
      }),
    ]);

    const result = await callList({ type: 'villa', minBedrooms: '3', priceBand: 'mid', q: ' Courtyard ' });

    expect((result.body.plans as { id: string }[]).map((p) => p.id)).toEqual(['fits']);
    expect(result.body.total).toBe(1);
  });

  it('gives an opaque cursor when more plans follow, and reads on from it', async () => {
    serveCatalogue(
      db,
      ['a', 'b', 'c'].map((id, i) => sampleItem({ id, created_at: `2026-10-0${3 - i}T10:00:00.000Z` })),
    );

    const first = await callList({ limit: '2' });
    expect((first.body.plans as { id: string }[]).map((p) => p.id)).toEqual(['a', 'b']);
    const cursor = first.body.nextCursor as string;
    expect(typeof cursor).toBe('string');

    const second = await callList({ limit: '2', cursor });

    expect(second.status).toBe(200);
    expect(second.body.total).toBeUndefined();
    expect((second.body.plans as { id: string }[]).map((p) => p.id)).toEqual(['c']);
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    [{ type: 'castle' }, 'type', 'type must be one of: villa, bungalow, townhouse, duplex, apartment, commercial'],
    [{ sort: 'cheapest' }, 'sort', 'sort must be one of: featured, price-asc, price-desc, rating, downloads'],
    [{ priceBand: 'free' }, 'priceBand', 'priceBand must be one of: low, mid, high'],
    [{ limit: '500' }, 'limit', 'limit must be a whole number from 1 to 50'],
    [{ minBedrooms: 'three' }, 'minBedrooms', 'minBedrooms must be a whole number from 0 to 20'],
    [{ status: 'deleted' }, 'status', 'status must be one of: active, inactive, draft'],
  ])('refuses %o with 400 naming the parameter and the allowed values', async (query, field, message) => {
    const result = await callList(query);

    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(result.body.fields).toEqual({ [field]: message });
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it.each([
    ['garbage', 'not base64 json'],
    [encodePlanCursor({ index: 'gsi1', key: { pk: 'PLAN#a', sk: 'PLAN', gsi1pk: 'x', gsi1sk: 'y' } }), 'other index'],
    [encodePlanCursor({ index: 'gsi2', key: { pk: '', sk: '', gsi2pk: '', gsi2sk: '' } }), 'empty key values'],
    [
      encodePlanCursor({ index: 'gsi2', key: { pk: 'PLAN#a', sk: 'PLAN', gsi2pk: 'PLANS#draft', gsi2sk: '1' } }),
      'another status partition',
    ],
    [
      encodePlanCursor({ index: 'gsi2', key: { pk: 'USER#a', sk: 'PROFILE', gsi2pk: 'PLANS#active', gsi2sk: '1' } }),
      'a key of another entity',
    ],
  ])('refuses a bad cursor (%s: %s) with 400 before reading', async (cursor) => {
    const result = await callList({ cursor, sort: 'price-asc' });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ cursor: 'cursor is not valid: start again from the first page' });
    expect(db.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('asks a visitor for plans that are not active to sign in (401)', async () => {
    const result = await callList({ status: 'draft' });

    expect(result.status).toBe(401);
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses plans that are not active to a signed-in buyer (403)', async () => {
    const result = await callList({ status: 'draft' }, { authorization: `Bearer ${idToken()}` });

    expect(result.status).toBe(403);
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('shows draft plans to an admin', async () => {
    serveCatalogue(db, [sampleItem({ id: 'd', status: 'draft' }), sampleItem({ id: 'a' })]);

    const result = await callList({ status: 'draft' }, { authorization: `Bearer ${idToken({ groups: ['admin'] })}` });

    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('private, no-store');
    expect((result.body.plans as { id: string }[]).map((p) => p.id)).toEqual(['d']);
  });

  it.each([
    ['forged', () => idToken({ groups: ['admin'], forged: true })],
    ['expired', () => idToken({ groups: ['admin'], expiresInSeconds: -60 })],
    ['for another app client', () => idToken({ groups: ['admin'], clientId: 'someone-else' })],
    ['not a JWT', () => 'abc.def'],
  ])('answers 401 to a %s token', async (_kind, token) => {
    const result = await callList({ status: 'draft' }, { authorization: `Bearer ${token()}` });

    expect(result.status).toBe(401);
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('answers 500 with a request id and no internals when the table fails', async () => {
    db.on(GetCommand).rejects(new Error('ProvisionedThroughputExceeded at /var/task/index.js:1'));

    const result = await callList();

    expect(result.status).toBe(500);
    expect(result.body).toEqual({
      message: 'Something went wrong on our side. Please try again in a moment.',
      requestId: 'req-123',
    });
    expect(result.raw).not.toContain('/var/task');
  });
});
