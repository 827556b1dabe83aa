import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type RouteDefinition, routes } from '@shop/shared/api/routes';
import { SITEMAP_PATH } from '@shop/shared/content/site-pages';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/seo/get-sitemap.ts';
import { apiEvent, lambdaContext } from '../../support/api-event.ts';
import { serveCatalogue } from '../../support/catalogue-snapshot-stub.ts';
import { sampleItem } from '../../support/plan-items.ts';

const db = mockClient(DynamoDBDocumentClient);

async function callSitemap(part?: string) {
  const event = apiEvent({
    routeKey: 'GET /api/sitemap.xml',
    path: '/api/sitemap.xml',
    ...(part ? { query: { part } } : {}),
  });
  return (await handler(event, lambdaContext)) as APIGatewayProxyStructuredResultV2;
}

/** Every URL of the index's parts, each part fetched as a crawler would. */
async function allPartUrls(): Promise<string[]> {
  const parts = locs(String((await callSitemap()).body)).map((loc) => new URL(String(loc)).searchParams.get('part'));
  const urls: string[] = [];
  for (const part of parts) urls.push(...(locs(String((await callSitemap(String(part))).body)) as string[]));
  return urls;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('SITE_URL', 'https://temahouseplans.com/');
});

describe('GET /api/sitemap.xml', () => {
  it('answers a sitemap index of the pages part and one part per catalogue shard, reading nothing', async () => {
    // Act
    const result = await callSitemap();

    // Assess
    expect(result.statusCode).toBe(200);
    const xml = String(result.body);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const parts = locs(xml);
    expect(parts[0]).toBe('https://temahouseplans.com/api/sitemap.xml?part=pages');
    expect(parts).toHaveLength(1 + 32);
    expect(parts.at(-1)).toBe('https://temahouseplans.com/api/sitemap.xml?part=plans-31');
    expect(db.calls()).toHaveLength(0);
  });

  it('is invalidated with every part (CloudFront keys the parts by query) by each write that changes it', () => {
    const invalidating = (routes as readonly RouteDefinition[]).filter((route) =>
      route.edgeCache?.some((path) => path.startsWith(SITEMAP_PATH)),
    );
    expect(invalidating.map((route) => route.name)).toEqual(
      expect.arrayContaining(['create-plan', 'update-plan', 'delete-plan', 'update-portfolio-item']),
    );
    for (const route of invalidating) expect(route.edgeCache).toContain(`${SITEMAP_PATH}*`);
  });

  it('answers 404 for a part that does not exist', async () => {
    serveCatalogue(db, []);
    for (const part of ['plans-32', 'plans-1', 'plans-xx', 'everything']) {
      expect((await callSitemap(part)).statusCode).toBe(404);
    }
  });

  it('lists the public pages, every active plan (from the catalogue snapshot), the articles and the projects', async () => {
    // Prepare
    serveCatalogue(db, [
      sampleItem({ id: 'villa-01', updated_at: '2026-10-01T10:00:00.000Z' }),
      sampleItem({ id: 'bungalow-02', updated_at: '2026-11-02T08:00:00.000Z' }),
      sampleItem({ id: 'draft-03', status: 'draft' }),
    ]);
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PORTFOLIO' } }).resolves({
      Items: [{ id: 'sakumono-villa', updated_at: '2026-06-01T10:00:00.000Z' }],
    });

    // Act
    const result = await callSitemap('pages');
    const urls = await allPartUrls();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['content-type']).toBe('application/xml; charset=utf-8');
    const xml = String(result.body);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(urls).toContain('https://temahouseplans.com/');
    expect(urls).toContain('https://temahouseplans.com/faq');
    expect(urls).toContain('https://temahouseplans.com/plans/villa-01');
    expect(urls).toContain('https://temahouseplans.com/plans/bungalow-02');
    expect(urls).toContain('https://temahouseplans.com/blog/designing-for-ghanas-climate');
    expect(urls).toContain('https://temahouseplans.com/portfolio/sakumono-villa');
    expect(urls).not.toContain('https://temahouseplans.com/checkout');
    const plansXml = await Promise.all(
      Array.from({ length: 32 }, (_, i) => callSitemap(`plans-${String(i).padStart(2, '0')}`)),
    );
    expect(plansXml.map((r) => String(r.body)).join('')).toContain(
      '<loc>https://temahouseplans.com/plans/bungalow-02</loc><lastmod>2026-11-02</lastmod>',
    );
    expect(urls).not.toContain('https://temahouseplans.com/plans/draft-03');
    const planQueries = db
      .commandCalls(QueryCommand)
      .filter((call) => call.args[0].input.ExpressionAttributeValues?.[':pk'] === 'PLANS#active');
    expect(planQueries).toHaveLength(0);
  });

  it('lists every page in French too, under /fr', async () => {
    // Prepare
    serveCatalogue(db, [sampleItem({ id: 'villa-01' })]);
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PORTFOLIO' } }).resolves({ Items: [] });

    // Act
    const urls = await allPartUrls();

    // Assess
    expect(urls).toContain('https://temahouseplans.com/fr');
    expect(urls).toContain('https://temahouseplans.com/fr/plans');
    expect(urls).toContain('https://temahouseplans.com/fr/plans/villa-01');
    expect(urls).toContain('https://temahouseplans.com/fr/faq');
    expect(urls.filter((url) => url?.includes('/fr')).length).toBe(urls.length / 2);
  });

  it('answers 500 in plain text, without details, when the table cannot be read', async () => {
    // Prepare
    db.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException at arn:aws:dynamodb:secret'));

    // Act
    const result = await callSitemap('pages');

    // Assess
    expect(result.statusCode).toBe(500);
    expect(String(result.body)).toBe('The sitemap is unavailable right now. Please try again later.');
  });
});
