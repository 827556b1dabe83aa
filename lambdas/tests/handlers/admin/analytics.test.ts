import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/analytics/get-analytics.ts';
import { callAs } from '../../support/call-handler.ts';
import { failingRead } from '../../support/read-failure.ts';
import { orderItem } from '../payments/payment-fixtures.ts';
import { ADMIN, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const NOW = new Date('2026-11-20T15:00:00.000Z');

const analytics = (query: Record<string, string> = {}, as = ADMIN) =>
  callAs(handler, { method: 'GET', route: '/api/analytics', query, as });

const dayItem = (date: string, fields: Record<string, number>) => ({ pk: 'STATS#DAY', sk: date, ...fields });
const planDayItem = (date: string, planId: string, title: string, orders: number, revenue: number) => ({
  pk: 'STATS#PLAN_DAY',
  sk: `${date}#${planId}`,
  date,
  plan_id: planId,
  plan_title: title,
  orders,
  revenue_pesewas: revenue,
});
const account = (created: string) => ({ Username: created, UserCreateDate: new Date(created), Attributes: [] });
const queriesOn = (pk: string) =>
  db.commandCalls(QueryCommand).filter((call) => call.args[0].input.ExpressionAttributeValues?.[':pk'] === pk);

beforeEach(() => {
  db.reset();
  cognito.reset();
  stubAdminEnv(vi);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  db.on(QueryCommand).resolves({ Items: [] });
  db.on(GetCommand).resolves({});
  cognito.on(ListUsersCommand).resolves({ Users: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/analytics', () => {
  it('reports the period from the aggregates: zero-filled days, packages, top plans, growth, totals', async () => {
    // Prepare: two sales in this 7-day period, one in the 7 days before it.
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#DAY' } }).resolves({
      Items: [
        dayItem('2026-11-10', {
          revenue_pesewas: 400_000,
          orders: 1,
          orders_standard: 1,
          revenue_pesewas_standard: 400_000,
        }),
        dayItem('2026-11-15', {
          revenue_pesewas: 850_000,
          orders: 2,
          downloads: 3,
          orders_basic: 1,
          revenue_pesewas_basic: 250_000,
          orders_premium: 1,
          revenue_pesewas_premium: 600_000,
        }),
      ],
    });
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#PLAN_DAY' } }).resolves({
      Items: [
        planDayItem('2026-11-15', 'villa-01', '4-Bedroom Tema Villa', 1, 600_000),
        planDayItem('2026-11-15', 'bung-02', 'Cosy Bungalow', 1, 250_000),
      ],
    });
    db.on(GetCommand, { Key: { pk: 'STATS#TOTAL', sk: 'TOTAL' } }).resolves({
      Item: { revenue_pesewas: 1_250_000, orders: 3, downloads: 7 },
    });
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PLANS#active' } }).resolves({
      Items: [{ featured: true }, { featured: false }],
    });
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'PLANS#draft' } }).resolves({ Items: [{}] });
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORDERS' } }).resolves({ Items: [orderItem()] });
    cognito
      .on(ListUsersCommand)
      .resolvesOnce({
        Users: [account('2026-11-16T09:00:00Z'), account('2026-11-01T09:00:00Z')],
        PaginationToken: 'p2',
      })
      .resolves({ Users: [account('2026-11-19T09:00:00Z')] });

    // Act
    const result = await analytics({ period: '7d' });

    // Assess
    expect(result.status).toBe(200);
    const body = result.body as Record<string, never>;
    expect(body).toMatchObject({
      period: '7d',
      from: '2026-11-14',
      to: '2026-11-20',
      overview: { totalUsers: 3, totalOrders: 3, totalRevenue: 12_500, totalDownloads: 7, totalPlans: 3 },
      planMetrics: { totalPlans: 3, activePlans: 2 },
      periodTotals: { revenue: 8500, orders: 2, downloads: 3, newUsers: 2 },
      growth: { revenue: 112.5, orders: 100, downloads: null, users: null },
      byPackage: [
        { package: 'basic', orders: 1, revenue: 2500 },
        { package: 'standard', orders: 0, revenue: 0 },
        { package: 'premium', orders: 1, revenue: 6000 },
      ],
      topPlans: [
        { planId: 'villa-01', title: '4-Bedroom Tema Villa', orders: 1, revenue: 6000 },
        { planId: 'bung-02', title: 'Cosy Bungalow', orders: 1, revenue: 2500 },
      ],
    });
    const series = body.series as { date: string; revenue: number; orders: number }[];
    expect(series.map((day) => day.date)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    expect(series[1]).toMatchObject({ revenue: 8500, orders: 2 });
    expect(series[0]).toMatchObject({ revenue: 0, orders: 0 });
    expect((body.recentOrders as { id: string }[]).map((order) => order.id)).toHaveLength(1);
    expect(body.recentOrders[0]).not.toHaveProperty('files');
    // One Query reads both periods' days; the plan-days Query covers this period only.
    expect(queriesOn('STATS#DAY')[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':from': '2026-11-07',
      ':to': '2026-11-20',
    });
    expect(queriesOn('STATS#PLAN_DAY')[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':from': '2026-11-14#',
      ':to': '2026-11-20#~',
    });
    expect(db.commandCalls(ScanCommand)).toHaveLength(0);
  });

  it('mixes the audit trail and completed orders into the 10 latest activities, newest first', async () => {
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'AUDIT' } }).resolves({
      Items: [
        {
          id: 'a1',
          at: '2026-11-20T10:00:00.000Z',
          actor_email: 'ama@temahouseplans.com',
          action: 'plan.update',
          target_type: 'plan',
          summary: 'Updated plan 4-Bedroom Tema Villa',
        },
      ],
    });
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ORDERS#completed' } }).resolves({
      Items: [orderItem({ status: 'completed', payment_status: 'completed', paid_at: '2026-11-20T11:00:00.000Z' })],
    });

    const result = await analytics();

    expect(result.status).toBe(200);
    expect(result.body.period).toBe('30d');
    expect(result.body.recentActivity).toEqual([
      {
        id: '8c0f8b7e-3d1a-4c2b-9e5f-1a2b3c4d5e6f',
        source: 'order',
        at: '2026-11-20T11:00:00.000Z',
        actor: 'ama@example.com',
        action: 'order.completed',
        summary: 'INV-3C4D5E6F: 4-Bedroom Tema Villa (standard) paid, ₵4,000.00',
      },
      {
        id: 'a1',
        source: 'admin',
        at: '2026-11-20T10:00:00.000Z',
        actor: 'ama@temahouseplans.com',
        action: 'plan.update',
        summary: 'Updated plan 4-Bedroom Tema Villa',
      },
    ]);
    expect(queriesOn('AUDIT')[0]?.args[0].input).toMatchObject({ Limit: 10, ScanIndexForward: false });
  });

  it('takes the plan counts from the catalogue snapshot head, reading no plan partition', async () => {
    // Prepare
    db.on(GetCommand, { Key: { pk: 'CATALOGUE', sk: 'HEAD' } }).resolves({
      Item: { built_at: '2026-11-20T00:00:00.000Z', n_active: 4812, n_inactive: 150, n_draft: 75 },
    });

    // Act
    const result = await analytics({ period: '7d' });

    // Assess
    expect(result.body).toMatchObject({ planMetrics: { totalPlans: 5037, activePlans: 4812 } });
    expect([...queriesOn('PLANS#active'), ...queriesOn('PLANS#inactive'), ...queriesOn('PLANS#draft')]).toEqual([]);
  });

  it('reads an empty shop as zeros and null growth, never made-up figures', async () => {
    const result = await analytics({ period: '30d' });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      overview: { totalUsers: 0, totalOrders: 0, totalRevenue: 0, totalDownloads: 0, totalPlans: 0 },
      growth: { revenue: null, orders: null, downloads: null, users: null },
      topPlans: [],
    });
    expect(result.body.series).toHaveLength(30);
  });

  it('fails loudly (500, the field named in the log) at a stored aggregate of the wrong shape', async () => {
    db.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'STATS#DAY' } }).resolves({
      Items: [{ pk: 'STATS#DAY', sk: '2026-11-15', revenue_pesewas: '850000', orders: 2 }],
    });

    const { result, logged } = await failingRead(() => analytics());

    expect(result.status).toBe(500);
    expect(logged).toMatch(/A stored day aggregate does not have the expected shape at revenue_pesewas/);
  });

  it('refuses an unknown period with 400 and a buyer with 403, reading nothing', async () => {
    const period = await analytics({ period: '14d' });
    const buyer = await analytics({}, BUYER);

    expect(period.status).toBe(400);
    expect(JSON.stringify(period.body)).toContain('period must be one of: 7d, 30d, 90d, 365d');
    expect(buyer.status).toBe(403);
    expect(db.calls()).toHaveLength(0);
    expect(cognito.calls()).toHaveLength(0);
  });
});
