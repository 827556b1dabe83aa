import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as listHandler } from '../../../src/handlers/ads/list-ads.ts';
import { handler as clickHandler } from '../../../src/handlers/ads/record-ad-click.ts';
import { handler as impressionHandler } from '../../../src/handlers/ads/record-ad-impression.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { conditionFailed } from '../../support/dynamodb-errors.ts';
import { failingRead } from '../../support/read-failure.ts';
import { adItem } from './storefront-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const NOW = '2026-11-22T08:00:00.000Z';
const PAGE_LOAD = '6f1c2a4e-8b7d-4c5e-9a10-2b3c4d5e6f70';

async function callList(query: Record<string, string> = {}) {
  return answerOf(listHandler, apiEvent({ routeKey: 'GET /api/ads', path: '/api/ads', query }));
}

async function callEvent(kind: 'impression' | 'click', body: unknown, id = 'ad-top') {
  const event = apiEvent({
    method: 'POST',
    routeKey: `POST /api/ads/{id}/${kind}`,
    path: `/api/ads/${id}/${kind}`,
    params: { id },
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const handler = kind === 'impression' ? impressionHandler : clickHandler;
  return answerOf(handler, event);
}

/*
 * Which ads are served and which events count is checked on the domain functions against the in-memory ads
 * (tests/domain/ads/storefront-ads.test.ts); these are the routes' own duties: the query and body they accept, the
 * answers' statuses, and a stored ad of the wrong shape failing loudly.
 */
beforeEach(() => {
  db.reset();
  vi.useFakeTimers({ now: new Date(NOW), toFake: ['Date'] });
  db.on(GetCommand).resolves({ Item: adItem() });
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('GET /api/ads', () => {
  beforeEach(() => {
    db.on(QueryCommand).resolves({
      Items: [
        adItem({ id: 'low', priority: 5 }),
        adItem({ id: 'high', priority: 90 }),
        adItem({ id: 'ended', end_date: '2026-11-21' }),
        adItem({ id: 'ends-today', end_date: '2026-11-22' }),
        adItem({ id: 'future', start_date: '2026-12-01' }),
        adItem({ id: 'home-only', target_page: 'home' }),
        adItem({ id: 'everywhere', target_page: 'all', priority: 1 }),
        adItem({ id: 'popup', type: 'popup', priority: 0 }),
      ],
    });
  });

  it('answers the ads live now for the slot asked, highest priority first, without counters', async () => {
    const result = await callList({ position: 'top', type: 'banner', page: 'plans', is_active: 'true' });

    expect(result.status).toBe(200);
    const ads = result.body.ads as Record<string, unknown>[];
    expect(ads.map((ad) => ad.id)).toEqual(['high', 'ends-today', 'low', 'everywhere']);
    expect(ads[0]).not.toHaveProperty('impressions');
    expect(ads[0]).not.toHaveProperty('clicks');
  });

  it.each([
    [{ position: 'middle' }, 'position', 'position must be one of: top, bottom, sidebar, between_plans'],
    [{ type: 'video' }, 'type', 'type must be one of: banner, popup, sidebar, inline'],
    [{ page: 'admin' }, 'page', 'page must be one of: all, home, plans, plan_detail, checkout'],
    [{ is_active: 'false' }, 'is_active', 'is_active can only be true: only active ads are served'],
  ])('refuses %j with 400 naming the parameter, without reading the table', async (query, field, message) => {
    const result = await callList(query);

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ [field]: message });
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('a stored ad of the wrong shape', () => {
  it('fails loudly (500, the field named in the log) at the read', async () => {
    db.on(QueryCommand).resolves({ Items: [adItem({ id: 'ok' }), { ...adItem({ id: 'bad' }), priority: 'high' }] });

    const { result, logged } = await failingRead(() => callList());

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored ad does not have the expected shape at priority/);
  });
});

describe('POST /api/ads/{id}/impression', () => {
  it('counts the first impression of a page load (200)', async () => {
    const result = await callEvent('impression', { pageLoadId: PAGE_LOAD });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ counted: true });
  });

  it('answers 429 past the per-client limit, saying when to try again, and counts nothing', async () => {
    db.on(UpdateCommand).rejects(conditionFailed());

    const result = await callEvent('impression', { pageLoadId: PAGE_LOAD });

    expect(result.status).toBe(429);
    expect(result.body.message).toMatch(
      /^Too many ad events from this address\. Please try again in \d+ (second|minute|hour)s?\.$/,
    );
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([[undefined], [{}], [{ pageLoadId: 'not-a-uuid' }]])(
    'refuses the body %j with 400 and counts nothing',
    async (body) => {
      const result = await callEvent('impression', body);

      expect(result.status).toBe(400);
      expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
      expect(db.commandCalls(PutCommand)).toHaveLength(0);
    },
  );
});

describe('POST /api/ads/{id}/click', () => {
  it('counts a click sent without a body (the storefront sends none)', async () => {
    const result = await callEvent('click', undefined);

    expect(result.body).toEqual({ counted: true });
  });
});
