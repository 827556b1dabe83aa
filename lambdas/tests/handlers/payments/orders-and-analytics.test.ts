import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as analyticsHandler } from '../../../src/handlers/analytics/get-user-analytics.ts';
import { handler as getOrderHandler } from '../../../src/handlers/orders/get-order.ts';
import { handler as listOrdersHandler } from '../../../src/handlers/orders/list-orders.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { BUYER, ORDER_ID, orderItem } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

const completedOrder = orderItem({
  status: 'completed',
  payment_status: 'completed',
  amount: 4000.5,
  amount_pesewas: 400_050,
  paid_at: '2026-11-20T10:02:00.000Z',
  download_count: 3,
  last_download_at: '2026-11-20T11:00:00.000Z',
});
const pendingOrder = orderItem({ id: 'b1c2d3e4-0000-4000-8000-000000000002', created_at: '2026-11-21T09:00:00.000Z' });
const failedOrder = orderItem({
  id: 'b1c2d3e4-0000-4000-8000-000000000003',
  status: 'failed',
  payment_status: 'failed',
});

async function run(handler: typeof listOrdersHandler, event: ReturnType<typeof apiEvent>, as: SignedInAs = BUYER) {
  return answerOf(handler, withClaims(event, as));
}

const listEvent = (query: Record<string, string> = {}) =>
  apiEvent({ routeKey: 'GET /api/orders', path: '/api/orders', query });
const orderEvent = (id: string) =>
  apiEvent({ routeKey: 'GET /api/orders/{id}', path: `/api/orders/${id}`, params: { id } });
const analyticsEvent = (userId: string) =>
  apiEvent({ routeKey: 'GET /api/analytics/user/{userId}', path: `/api/analytics/user/${userId}`, params: { userId } });

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  db.on(QueryCommand, { IndexName: 'gsi1' }).resolves({ Items: [pendingOrder, completedOrder, failedOrder] });
  // The orders page lists the gifts the caller gave beside their own orders (decision 0055): none here.
  db.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [] });
  db.on(GetCommand, { Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }).resolves({ Item: completedOrder });
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('GET /api/orders and /api/orders/{id}', () => {
  it("lists the caller's orders newest first from their index partition, without private fields", async () => {
    const result = await run(listOrdersHandler, listEvent());

    expect(result.status).toBe(200);
    const query = db.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(query).toMatchObject({
      IndexName: 'gsi1',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': 'USER#buyer-1#ORDERS' },
    });
    const orders = result.body.orders as Record<string, unknown>[];
    expect(orders).toHaveLength(3);
    expect(orders[1]).toMatchObject({
      id: ORDER_ID,
      invoice_number: 'INV-3C4D5E6F',
      tier: 'standard',
      package_type: 'standard',
    });
    expect(orders[1]).not.toHaveProperty('files');
    expect(orders[1]).not.toHaveProperty('gsi1pk');
  });

  it("refuses to list someone else's orders for a buyer, and allows it for staff", async () => {
    const buyer = await run(listOrdersHandler, listEvent({ userId: 'someone' }));
    const staff = await run(listOrdersHandler, listEvent({ userId: 'someone' }), { sub: 'admin-1', groups: ['admin'] });

    expect(buyer.status).toBe(403);
    expect(staff.status).toBe(200);
  });

  it("shows the owner their order and answers 404 to anyone else's", async () => {
    const own = await run(getOrderHandler, orderEvent(ORDER_ID));
    const other = await run(getOrderHandler, orderEvent(ORDER_ID), { sub: 'intruder' });

    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: ORDER_ID, status: 'completed' });
    expect(other.status).toBe(404);
  });
});

describe('GET /api/analytics/user/{userId}', () => {
  beforeEach(() => {
    db.on(QueryCommand, { KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)' }).resolves({
      Items: [
        { sk: 'FAVORITE#bungalow-02', created_at: '2026-11-19T08:00:00.000Z' },
        { sk: 'FAVORITE#gone-plan', created_at: '2026-11-18T08:00:00.000Z' },
      ],
    });
    db.on(BatchGetCommand).resolves({ Responses: { shop: [{ id: 'bungalow-02', title: 'Cosy Bungalow' }] } });
  });

  it('counts paid orders only (not the pending or failed attempt), completed spending, favorites and downloads, with real activity newest first', async () => {
    const result = await run(analyticsHandler, analyticsEvent(BUYER.sub));

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ totalOrders: 1, totalSpent: 4000.5, totalFavorites: 2, totalDownloads: 3 });
    expect((result.body.recentOrders as unknown[]).length).toBe(3);
    expect(result.body.activity).toEqual([
      {
        kind: 'download',
        at: '2026-11-20T11:00:00.000Z',
        planId: 'villa-01',
        planTitle: '4-Bedroom Tema Villa',
        orderId: ORDER_ID,
      },
      {
        kind: 'purchase',
        at: '2026-11-20T10:02:00.000Z',
        planId: 'villa-01',
        planTitle: '4-Bedroom Tema Villa',
        orderId: ORDER_ID,
      },
      {
        kind: 'favorite',
        at: '2026-11-19T08:00:00.000Z',
        planId: 'bungalow-02',
        planTitle: 'Cosy Bungalow',
        orderId: null,
      },
    ]);
  });

  it("refuses another user's dashboard", async () => {
    const result = await run(analyticsHandler, analyticsEvent('someone-else'));

    expect(result.status).toBe(403);
  });
});
