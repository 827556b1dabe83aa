import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getHandler } from '../../../src/handlers/portfolio/get-portfolio-item.ts';
import { handler as listHandler } from '../../../src/handlers/portfolio/list-portfolio.ts';
import { toPortfolioRecord } from '../../../src/repositories/portfolio-item.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { failingRead } from '../../support/read-failure.ts';

const db = mockClient(DynamoDBDocumentClient);

function project(overrides: Partial<PortfolioItem> = {}): PortfolioItem {
  return {
    id: 'sakumono-villa',
    title: 'Courtyard Villa, Sakumono',
    category: 'Villa',
    summary: 'A four-bedroom courtyard villa.',
    description: 'Designed around a shaded courtyard.',
    status: 'completed',
    design_image: '/images/portfolio/sakumono-villa/design.svg',
    current_image: '/images/portfolio/sakumono-villa/current.svg',
    features: ['Shaded courtyard'],
    specifications: { 'Floor area': '310 m²' },
    location: 'Sakumono, Tema',
    created_at: '2026-06-01T10:00:00.000Z',
    updated_at: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
});

describe('GET /api/portfolio', () => {
  it('lists projects newest first from one Query on the portfolio partition, without table keys', async () => {
    // Prepare
    db.on(QueryCommand).resolves({ Items: [toPortfolioRecord(project()), toPortfolioRecord(project({ id: 'b' }))] });

    // Act
    const result = await answerOf(listHandler, apiEvent({ routeKey: 'GET /api/portfolio', path: '/api/portfolio' }));

    // Assess
    expect(result.status).toBe(200);
    const items = result.body.items as PortfolioItem[];
    expect(items.map((item) => item.id)).toEqual(['sakumono-villa', 'b']);
    expect(items[0]).toEqual(project());
    const query = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query?.IndexName).toBe('gsi1');
    expect(query?.ExpressionAttributeValues).toEqual({ ':pk': 'PORTFOLIO' });
    expect(query?.ScanIndexForward).toBe(false);
  });

  it('answers an empty list (the page then shows plans) when there are no projects', async () => {
    // Prepare
    db.on(QueryCommand).resolves({ Items: [] });

    // Act
    const result = await answerOf(listHandler, apiEvent({ routeKey: 'GET /api/portfolio', path: '/api/portfolio' }));

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ items: [] });
  });

  it('fills the defaults staff forms may leave out (category Project, no current image)', async () => {
    // Prepare
    db.on(QueryCommand).resolves({
      Items: [{ pk: 'PORTFOLIO#x', sk: 'PORTFOLIO', id: 'x', title: 'Site office', design_image: '/d.svg' }],
    });

    // Act
    const result = await answerOf(listHandler, apiEvent({ routeKey: 'GET /api/portfolio', path: '/api/portfolio' }));

    // Assess
    expect((result.body.items as PortfolioItem[])[0]).toMatchObject({
      category: 'Project',
      current_image: null,
      features: [],
      specifications: {},
    });
  });
});

describe('GET /api/portfolio/{id}', () => {
  async function callGet(id: string) {
    const event = apiEvent({ routeKey: 'GET /api/portfolio/{id}', path: `/api/portfolio/${id}`, params: { id } });
    return answerOf(getHandler, event);
  }

  it('returns one project', async () => {
    // Prepare
    db.on(GetCommand, { Key: { pk: 'PORTFOLIO#sakumono-villa', sk: 'PORTFOLIO' } }).resolves({
      Item: toPortfolioRecord(project()),
    });

    // Act
    const result = await callGet('sakumono-villa');

    // Assess
    expect(result.status).toBe(200);
    expect(result.body).toEqual(project());
  });

  it('fails loudly (500, the field named in the log) at a stored project of the wrong shape', async () => {
    db.on(GetCommand).resolves({
      Item: { ...toPortfolioRecord(project()), features: ['Shaded courtyard', { text: 'Solar roof' }] },
    });

    const { result, logged } = await failingRead(() => callGet('sakumono-villa'));

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored portfolio project does not have the expected shape at features\.1/);
  });

  it('answers 404 "Project not found" for a missing project', async () => {
    // Prepare
    db.on(GetCommand).resolves({});

    // Act
    const result = await callGet('nope');

    // Assess
    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'Project not found' });
  });

  it('refuses a malformed id (400) without reading the table', async () => {
    // Act
    const result = await callGet('a b/c');

    // Assess
    expect(result.status).toBe(400);
    expect(result.body.fields).toEqual({ id: 'id must be a project id' });
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });
});
