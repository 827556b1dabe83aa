import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/plans/list-plans.ts';
import { apiEvent, lambdaContext, readResult } from '../../support/api-event.ts';
import { useTestIssuer } from '../../support/tokens.ts';

const db = mockClient(DynamoDBDocumentClient);

async function callList(query: Record<string, string>) {
  return readResult(await handler(apiEvent({ routeKey: 'GET /api/plans', path: '/api/plans', query }), lambdaContext));
}

const queries = () => db.commandCalls(QueryCommand).map((call) => call.args[0].input);

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  useTestIssuer();
  db.on(QueryCommand).resolves({ Items: [] });
});

describe('GET /api/plans with a plot', () => {
  it('keeps plans whose footprint fits the plot less the default setbacks, in the page and the counts', async () => {
    db.on(GetCommand).resolves({});

    const result = await callList({ plotWidth: '70', plotDepth: '100', plotUnit: 'ft', type: 'villa' });

    expect(result.status).toBe(200);
    expect(queries()).toHaveLength(2);
    for (const input of queries()) {
      expect(input.FilterExpression).toContain('#fw <= :maxWidth AND #fd <= :maxDepth');
      expect(input.ExpressionAttributeNames).toMatchObject({ '#fw': 'footprint_width_m', '#fd': 'footprint_depth_m' });
      // 70 ft = 21.336 m less 1.5 m a side; 100 ft = 30.48 m less 3 m front and 3 m rear.
      expect(input.ExpressionAttributeValues?.[':maxWidth']).toBeCloseTo(18.336, 6);
      expect(input.ExpressionAttributeValues?.[':maxDepth']).toBeCloseTo(24.48, 6);
      expect(input.ExpressionAttributeValues?.[':type']).toBe('villa');
    }
  });

  it('uses the setbacks staff saved, read when the request comes (metres by default)', async () => {
    db.on(GetCommand).resolves({ Item: { plot_setbacks: { front_m: 5, rear_m: 2, side_m: 2 } } });

    await callList({ plotWidth: '20', plotDepth: '30.5' });

    const [page] = queries();
    expect(page?.ExpressionAttributeValues?.[':maxWidth']).toBeCloseTo(16, 6);
    expect(page?.ExpressionAttributeValues?.[':maxDepth']).toBeCloseTo(23.5, 6);
  });

  it('reads no settings and adds no footprint filter without a plot', async () => {
    await callList({});

    expect(db.commandCalls(GetCommand)).toHaveLength(0);
    expect(queries()[0]?.FilterExpression ?? '').not.toContain('footprint');
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
    expect(queries()).toHaveLength(0);
  });
});
