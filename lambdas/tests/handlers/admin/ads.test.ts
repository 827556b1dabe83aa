import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/ads/create-ad.ts';
import { handler as deleteHandler } from '../../../src/handlers/admin/ads/delete-ad.ts';
import { handler as listHandler } from '../../../src/handlers/admin/ads/list-admin-ads.ts';
import { handler as updateHandler } from '../../../src/handlers/admin/ads/update-ad.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

const create = (body: unknown, as = ADMIN) => callAs(createHandler, { method: 'POST', route: '/api/ads', body, as });
const update = (id: string, body: unknown, as = ADMIN) =>
  callAs(updateHandler, { method: 'PUT', route: '/api/ads/{id}', params: { id }, body, as });

/*
 * What creating, changing, listing and deleting ads does (what the storefront shows, counters kept, the trail) is
 * checked on the domain functions against the in-memory ads (tests/domain/ads/manage-ads.test.ts); these are the
 * routes' own duties: who may call them and what a body may hold.
 */
beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
});

describe('POST /api/ads', () => {
  it('creates an active ad with zero counters, empty dates as null (201)', async () => {
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
  it('refuses priority 101 and an empty body (400), saving nothing', async () => {
    const priority = await update('ad-1', { priority: 101 });
    const empty = await update('ad-1', {});

    expect([priority.status, empty.status]).toEqual([400, 400]);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('refuses a buyer (403), saving nothing', async () => {
    const result = await update('ad-1', { is_active: false }, BUYER);

    expect(result.status).toBe(403);
    expect(db.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('GET /api/admin/ads and DELETE /api/ads/{id}', () => {
  it('refuses a buyer the staff list and deleting (403)', async () => {
    const list = await callAs(listHandler, { method: 'GET', route: '/api/admin/ads', as: BUYER });
    const remove = await callAs(deleteHandler, {
      method: 'DELETE',
      route: '/api/ads/{id}',
      params: { id: 'ad-1' },
      as: BUYER,
    });

    expect([list.status, remove.status]).toEqual([403, 403]);
    expect(db.commandCalls(DeleteCommand)).toHaveLength(0);
  });
});
