import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Ad } from '@shop/shared/storefront/ads';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/ads/create-ad.ts';
import { handler as deleteHandler } from '../../../src/handlers/admin/ads/delete-ad.ts';
import { handler as listHandler } from '../../../src/handlers/admin/ads/list-admin-ads.ts';
import { handler as updateHandler } from '../../../src/handlers/admin/ads/update-ad.ts';
import { callAs } from '../../support/call-handler.ts';
import { updateRemoves, updateSets } from '../../support/update-sets.ts';
import { ADMIN, auditItems, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

function storedAd(overrides: Partial<Ad> = {}): Record<string, unknown> {
  const ad: Ad = {
    id: 'ad-1',
    title: 'Free site visit in Tema',
    description: 'Book a visit',
    content: '',
    type: 'banner',
    position: 'top',
    image_url: '/images/ads/ad-1/a.png',
    link_url: 'https://example.com/visit',
    target_page: 'home',
    is_active: true,
    priority: 10,
    start_date: '2026-11-01',
    end_date: '2026-12-31',
    impressions: 400,
    clicks: 9,
    created_at: '2026-10-30T10:00:00.000Z',
    updated_at: '2026-10-30T10:00:00.000Z',
    ...overrides,
  };
  return { pk: `AD#${ad.id}`, sk: 'AD', entity: 'ad', ...ad };
}

const create = (body: unknown, as = ADMIN) => callAs(createHandler, { method: 'POST', route: '/api/ads', body, as });
const update = (id: string, body: unknown, as = ADMIN) =>
  callAs(updateHandler, { method: 'PUT', route: '/api/ads/{id}', params: { id }, body, as });

function adPut(): Record<string, unknown> | undefined {
  return db
    .commandCalls(PutCommand)
    .map((c) => c.args[0].input.Item as Record<string, unknown>)
    .find((item) => item.entity === 'ad');
}

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
});

describe('POST /api/ads', () => {
  it('creates an active ad with zero counters, on the live index and the staff list, empty dates as null', async () => {
    // Act
    const result = await create({
      title: 'Christmas offer',
      type: 'popup',
      position: 'between_plans',
      link_url: 'https://example.com/offer',
      priority: 100,
      start_date: '',
      end_date: null,
    });

    // Assess
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      title: 'Christmas offer',
      impressions: 0,
      clicks: 0,
      start_date: null,
      end_date: null,
      is_active: true,
    });
    expect(adPut()).toMatchObject({
      pk: `AD#${result.body.id}`,
      sk: 'AD',
      gsi1pk: 'ADS#ACTIVE',
      gsi1sk: `between_plans#${result.body.id}`,
      gsi2pk: 'ADS',
    });
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({ action: 'ad.create' });
  });

  it('keeps an inactive ad off the live index', async () => {
    await create({ title: 'Later', is_active: false });

    expect(adPut()).not.toHaveProperty('gsi1pk');
  });

  it.each([
    ['priority 101', { title: 'A', priority: 101 }, 'priority', 'Priority must be a whole number from 0 to 100'],
    ['priority -1', { title: 'A', priority: -1 }, 'priority', 'Priority must be a whole number from 0 to 100'],
    [
      'an end date before the start date',
      { title: 'A', start_date: '2026-12-10', end_date: '2026-12-01' },
      'end_date',
      'End date must be on or after the start date',
    ],
    ['no title', { priority: 5 }, 'title', 'Title is required'],
    [
      'a link that is a script',
      { title: 'A', link_url: 'javascript:alert(1)' },
      'link_url',
      'Link URL must be a web address, e.g. https://example.com or /plans',
    ],
    [
      'an image that is not an address',
      { title: 'A', image_url: 'my picture' },
      'image_url',
      'Image URL must be an uploaded image (/images/...) or an http(s) address',
    ],
    ['an unknown type', { title: 'A', type: 'video' }, 'type', 'type must be one of: banner, popup, sidebar, inline'],
  ])('refuses %s (400) and saves nothing', async (_, body, field, message) => {
    const result = await create(body);

    expect(result.status).toBe(400);
    expect(result.body.fields).toMatchObject({ [field]: message });
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('accepts an end date on the start date (a one-day ad)', async () => {
    const result = await create({ title: 'One day', start_date: '2026-12-24', end_date: '2026-12-24' });

    expect(result.status).toBe(201);
  });

  it('refuses a buyer (403)', async () => {
    const result = await create({ title: 'Mine' }, BUYER);

    expect(result.status).toBe(403);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('PUT /api/ads/{id}', () => {
  it('switches an ad off with only is_active: off the live index, counters untouched', async () => {
    // Prepare
    db.on(GetCommand).resolves({ Item: storedAd() });
    db.on(UpdateCommand).resolves({ Attributes: storedAd({ is_active: false }) });

    // Act
    const result = await update('ad-1', { is_active: false });

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ is_active: false, impressions: 400, clicks: 9 });
    const input = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(updateRemoves(input)).toEqual(['gsi1pk', 'gsi1sk']);
    const setNames = Object.keys(updateSets(input));
    expect(setNames).not.toContain('impressions');
    expect(setNames).not.toContain('clicks');
    expect(setNames).toContain('is_active');
    expect(auditItems(db.commandCalls(PutCommand))[0]).toMatchObject({
      action: 'ad.deactivate',
      summary: 'Deactivated ad "Free site visit in Tema"',
    });
  });

  it('moves an active ad to its new position on the live index', async () => {
    db.on(GetCommand).resolves({ Item: storedAd() });
    db.on(UpdateCommand).resolves({ Attributes: storedAd({ position: 'sidebar' }) });

    await update('ad-1', { position: 'sidebar' });

    const input = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(input?.ExpressionAttributeValues ?? {})).toContain('sidebar#ad-1');
  });

  it('checks a new end date against the stored start date (400, nothing saved)', async () => {
    db.on(GetCommand).resolves({ Item: storedAd({ start_date: '2026-11-01' }) });

    const result = await update('ad-1', { end_date: '2026-10-01' });

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ end_date: 'End date must be on or after the start date' });
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses priority 101 and an empty body (400); a missing ad is 404', async () => {
    db.on(GetCommand).resolves({});

    const priority = await update('ad-1', { priority: 101 });
    const empty = await update('ad-1', {});
    const missing = await update('nope', { is_active: true });

    expect([priority.status, empty.status, missing.status]).toEqual([400, 400, 404]);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('GET /api/admin/ads and DELETE /api/ads/{id}', () => {
  it('lists every ad, active or not, newest first, with counters', async () => {
    db.on(QueryCommand).resolves({ Items: [storedAd(), storedAd({ id: 'ad-0', is_active: false })] });

    const result = await callAs(listHandler, { method: 'GET', route: '/api/admin/ads', as: ADMIN });

    expect(result.status).toBe(200);
    expect((result.body.ads as Ad[]).map((ad) => [ad.id, ad.is_active, ad.clicks])).toEqual([
      ['ad-1', true, 9],
      ['ad-0', false, 9],
    ]);
    expect(db.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'gsi2',
      ScanIndexForward: false,
    });
  });

  it('deletes an ad in the shop’s words, and 404 for one that is gone', async () => {
    db.on(DeleteCommand)
      .resolvesOnce({ Attributes: storedAd() })
      .rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));

    const first = await callAs(deleteHandler, {
      method: 'DELETE',
      route: '/api/ads/{id}',
      params: { id: 'ad-1' },
      as: ADMIN,
    });
    const again = await callAs(deleteHandler, {
      method: 'DELETE',
      route: '/api/ads/{id}',
      params: { id: 'ad-1' },
      as: ADMIN,
    });

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'Ad deleted successfully', id: 'ad-1' });
    expect(again.status).toBe(404);
  });
});
