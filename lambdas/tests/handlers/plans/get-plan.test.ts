import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/plans/get-plan.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { idToken, useTestIssuer } from '../../support/tokens.ts';

const db = mockClient(DynamoDBDocumentClient);

async function callGet(id: string, headers: Record<string, string> = {}) {
  const event = apiEvent({ routeKey: 'GET /api/plans/{id}', path: `/api/plans/${id}`, params: { id }, headers });
  return answerOf(handler, event);
}

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  useTestIssuer();
});

describe('GET /api/plans/{id}', () => {
  it('returns an active plan without its file paths, images normalised', async () => {
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({
      Item: sampleItem({ image_url: ' //cdn.example.com/a.jpg ', gallery_images: ['https://x/400x300?text=Villa'] }),
    });

    const result = await callGet('villa-01');

    expect(result.status).toBe(200);
    expect(result.body.title).toBe('4-Bedroom Tema Villa');
    expect(result.body.image_url).toBe('https://cdn.example.com/a.jpg');
    expect(result.body.gallery_images).toEqual(['/logo.svg']);
    expect(result.body).not.toHaveProperty('plan_files');
    expect(result.body).not.toHaveProperty('pk');
  });

  it('answers 404 "Plan not found" for a missing plan', async () => {
    db.on(GetCommand).resolves({});

    const result = await callGet('nope');

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Plan not found' });
  });

  it('hides a plan that is not active from visitors and buyers', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ status: 'inactive' }) });

    const visitor = await callGet('villa-01');
    const buyer = await callGet('villa-01', { authorization: `Bearer ${idToken()}` });

    expect(visitor.status).toBe(404);
    expect(buyer.status).toBe(404);
    expect(buyer.body).toEqual({ message: 'Plan not found' });
  });

  it('shows a plan that is not active to staff', async () => {
    db.on(GetCommand).resolves({ Item: sampleItem({ status: 'draft' }) });

    const result = await callGet('villa-01', { authorization: `Bearer ${idToken({ groups: ['super_admin'] })}` });

    expect(result.status).toBe(200);
    expect(result.body.status).toBe('draft');
  });

  it('refuses an id with characters no plan id has (400) without reading the table', async () => {
    const result = await callGet('../../etc/passwd');

    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ id: 'id must be a plan id' });
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });
});
