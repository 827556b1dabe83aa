import { DynamoDBDocumentClient, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PROMOTION_TEXTS } from '@shop/shared/promotions/promotion';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/payments/check-promotion.ts';
import { callAs } from '../../support/call-handler.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { stubAdminEnv } from '../admin/admin-request.ts';
import { BUYER } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

const code = (overrides: Record<string, unknown> = {}) => ({
  pk: 'PROMO#TEMA10',
  sk: 'PROMO',
  code: 'TEMA10',
  kind: 'fixed',
  value: 500,
  scope: 'all',
  plan_ids: [],
  packages: [],
  starts_at: null,
  ends_at: null,
  max_uses: 5,
  per_buyer_limit: 1,
  first_purchase_only: false,
  enabled: true,
  note: '',
  uses: 2,
  reserved: 3,
  created_at: '2026-11-30T09:00:00.000Z',
  updated_at: '2026-11-30T09:00:00.000Z',
  ...overrides,
});

const check = (body: unknown) => callAs(handler, { method: 'POST', route: '/api/payments/promotion', body, as: BUYER });

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
  db.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  db.on(QueryCommand).resolves({ Items: [] });
  db.on(GetCommand).resolves({});
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(GetCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'PROMO' } }).resolves({ Item: code() });
});

describe('POST /api/payments/promotion', () => {
  it("answers the server's total for the plan and package with the code, taking nothing", async () => {
    const result = await check({ code: 'tema10', planId: 'villa-01', packageType: 'standard' });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ code: 'TEMA10', list_price: 4000, discount: 500, total: 3500 });
    const writes = db.commandCalls(UpdateCommand).map((call) => String(call.args[0].input.Key?.pk));
    expect(writes.every((pk) => pk.startsWith('RATE#'))).toBe(true);
  });

  it('refuses a code at its cap, and a buyer at their own cap, each in its words', async () => {
    db.on(GetCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'PROMO' } }).resolves({ Item: code({ reserved: 5 }) });
    const full = await check({ code: 'TEMA10', planId: 'villa-01', packageType: 'standard' });
    db.on(GetCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'PROMO' } }).resolves({ Item: code() });
    db.on(GetCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'BUYER#buyer-1' } }).resolves({ Item: { uses: 1 } });
    const mine = await check({ code: 'TEMA10', planId: 'villa-01', packageType: 'standard' });

    expect([full.status, full.body.message]).toEqual([409, PROMOTION_TEXTS.exhausted]);
    expect([mine.status, mine.body.message]).toEqual([409, PROMOTION_TEXTS.buyer_limit]);
  });

  it('answers 404 for a code that does not exist', async () => {
    const result = await check({ code: 'GUESS-1', planId: 'villa-01', packageType: 'standard' });

    expect([result.status, result.body.message]).toEqual([404, PROMOTION_TEXTS.unknown]);
  });
});
