import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/plans/list-plans.ts';
import { apiEvent, lambdaContext, readResult } from '../../support/api-event.ts';
import { serveCatalogue } from '../../support/catalogue-snapshot-stub.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { useTestIssuer } from '../../support/tokens.ts';

const db = mockClient(DynamoDBDocumentClient);

async function callList(query: Record<string, string>) {
  return readResult(await handler(apiEvent({ routeKey: 'GET /api/plans', path: '/api/plans', query }), lambdaContext));
}

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  useTestIssuer();
});

const settingsKey = { pk: 'SETTINGS', sk: 'SITE' };
const ids = (result: { body: Record<string, unknown> }) => (result.body.plans as { id: string }[]).map((p) => p.id);

describe('GET /api/plans with a plot', () => {
  it('keeps plans whose footprint fits the plot less the default setbacks, in the page and the counts', async () => {
    // 70 ft = 21.336 m less 1.5 m a side = 18.336 m; 100 ft = 30.48 m less 3 m front and 3 m rear = 24.48 m.
    serveCatalogue(db, [
      sampleItem({ id: 'fits', footprint_width_m: 18.33, footprint_depth_m: 24.48 }),
      sampleItem({ id: 'too-wide', footprint_width_m: 18.34, footprint_depth_m: 20 }),
      sampleItem({ id: 'too-deep', footprint_width_m: 10, footprint_depth_m: 24.49 }),
      sampleItem({ id: 'no-footprint' }),
      sampleItem({ id: 'bungalow', plan_type: 'bungalow', footprint_width_m: 10, footprint_depth_m: 10 }),
    ]);
    db.on(GetCommand, { Key: settingsKey }).resolves({});

    const result = await callList({ plotWidth: '70', plotDepth: '100', plotUnit: 'ft', type: 'villa' });

    expect(result.status).toBe(200);
    expect(ids(result)).toEqual(['fits']);
    expect(result.body.total).toBe(1);
  });

  it('uses the setbacks staff saved, read when the request comes (metres by default)', async () => {
    serveCatalogue(db, [
      sampleItem({ id: 'fits', footprint_width_m: 16, footprint_depth_m: 23.5 }),
      sampleItem({ id: 'too-deep', footprint_width_m: 16, footprint_depth_m: 23.6 }),
    ]);
    db.on(GetCommand, { Key: settingsKey }).resolves({ Item: { plot_setbacks: { front_m: 5, rear_m: 2, side_m: 2 } } });

    const result = await callList({ plotWidth: '20', plotDepth: '30.5' });

    expect(ids(result)).toEqual(['fits']);
  });

  it('reads no settings and adds no footprint filter without a plot', async () => {
    serveCatalogue(db, [
      sampleItem({ id: 'a' }),
      sampleItem({ id: 'b', footprint_width_m: 90, footprint_depth_m: 90 }),
    ]);

    const result = await callList({});

    expect(db.commandCalls(GetCommand, { Key: settingsKey })).toHaveLength(0);
    expect(ids(result).sort()).toEqual(['a', 'b']);
  });

  it.each([
    [{ plotWidth: '70' }, 'plotWidth and plotDepth go together'],
    [{ plotWidth: '70', plotDepth: 'wide' }, 'plotDepth must be a number from 1 to 3000'],
    [{ plotWidth: '0', plotDepth: '100' }, 'plotWidth must be a number from 1 to 3000'],
    [{ plotWidth: '70', plotDepth: '100', plotUnit: 'yards' }, 'plotUnit must be one of: m, ft'],
  ])('refuses %o with a 400 that says what to send', async (query, message) => {
    const result = await callList(query);

    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain(message);
    expect(db.commandCalls(GetCommand)).toHaveLength(0);
  });
});
