import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PROMOTION_TEXTS } from '@shop/shared/promotions/promotion';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleItem } from '../../support/plan-items.ts';
import { initialize, purchase } from './initialize-call.ts';
import { type paystackFetch, paystackOpensPages, stubPaymentEnv } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

const failedCondition = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });

/** A 10% code for every plan, no dates, 5 uses (4 taken), one per buyer. */
function promotionItem(overrides: Record<string, unknown> = {}) {
  return {
    pk: 'PROMO#TEMA10',
    sk: 'PROMO',
    code: 'TEMA10',
    kind: 'percent',
    value: 10,
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
    uses: 0,
    reserved: 4,
    created_at: '2026-11-30T09:00:00.000Z',
    updated_at: '2026-11-30T09:00:00.000Z',
    ...overrides,
  };
}

let paystack: ReturnType<typeof paystackFetch>;

beforeEach(() => {
  db.reset();
  stubPaymentEnv();
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({});
  db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'PROFILE' } }).resolves({});
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
  db.on(QueryCommand).resolves({ Items: [] });
  db.on(GetCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'PROMO' } }).resolves({ Item: promotionItem() });
  paystack = paystackOpensPages();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('POST /api/payments/initialize with a promotion code', () => {
  it('charges the catalogue price less the discount, before tax, and freezes the code on the order', async () => {
    const result = await initialize(purchase({ amount: 1, promotionCode: ' tema10 ' }));

    expect(result.status).toBe(200);
    expect(result.body.amount).toBe(3600);
    const order = db.commandCalls(PutCommand).find((call) => call.args[0].input.Item?.entity === 'order')
      ?.args[0].input;
    expect(order?.Item).toMatchObject({
      amount_pesewas: 360_000,
      promotion: { code: 'TEMA10', kind: 'percent', value: 10, list_price_pesewas: 400_000, discount_pesewas: 40_000 },
      tax: { net_pesewas: 360_000, total_pesewas: 360_000 },
    });
    expect(JSON.parse(String(paystack.calls[0]?.init?.body)).amount).toBe(360_000);
    // The use was taken with the cap in the condition, and held for this order.
    const reserve = db
      .commandCalls(UpdateCommand)
      .find((call) => call.args[0].input.Key?.pk === 'PROMO#TEMA10' && call.args[0].input.Key?.sk === 'PROMO');
    expect(reserve?.args[0].input.ConditionExpression).toContain('#reserved < #cap');
    const hold = db.commandCalls(PutCommand).find((call) => call.args[0].input.Item?.entity === 'promotion-hold');
    expect(hold?.args[0].input.Item).toMatchObject({ state: 'held', order_id: order?.Item?.id });
  });

  it('refuses a code whose last use went meanwhile with 409 and its reason: no order, no charge', async () => {
    db.on(UpdateCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'PROMO' } }).rejects(failedCondition());
    db.on(GetCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'PROMO' } }).resolves({ Item: promotionItem({ reserved: 5 }) });

    const result = await initialize(purchase({ promotionCode: 'TEMA10' }));

    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ message: PROMOTION_TEXTS.exhausted });
    expect(db.commandCalls(PutCommand).filter((call) => call.args[0].input.Item?.entity === 'order')).toEqual([]);
    expect(paystack.calls).toEqual([]);
  });

  it('refuses an expired code, an unknown code and a code for other plans, each in its own words', async () => {
    db.on(GetCommand, { Key: { pk: 'PROMO#OLD-CODE', sk: 'PROMO' } }).resolves({
      Item: promotionItem({ code: 'OLD-CODE', ends_at: '2020-01-31' }),
    });
    db.on(GetCommand, { Key: { pk: 'PROMO#GUESS-123', sk: 'PROMO' } }).resolves({});
    db.on(GetCommand, { Key: { pk: 'PROMO#BUNGALOWS', sk: 'PROMO' } }).resolves({
      Item: promotionItem({ code: 'BUNGALOWS', scope: 'plans', plan_ids: ['bungalow-02'] }),
    });

    const expired = await initialize(purchase({ promotionCode: 'OLD-CODE' }));
    const unknown = await initialize(purchase({ promotionCode: 'GUESS-123' }));
    const elsewhere = await initialize(purchase({ promotionCode: 'BUNGALOWS' }));

    expect([expired.status, expired.body.message]).toEqual([409, PROMOTION_TEXTS.expired]);
    expect([unknown.status, unknown.body.message]).toEqual([404, PROMOTION_TEXTS.unknown]);
    expect([elsewhere.status, elsewhere.body.message]).toEqual([409, PROMOTION_TEXTS.not_applicable]);
    expect(paystack.calls).toEqual([]);
  });

  it('refuses a buyer who holds their share of the code', async () => {
    db.on(UpdateCommand, { Key: { pk: 'PROMO#TEMA10', sk: 'BUYER#buyer-1' } }).rejects(failedCondition());

    const result = await initialize(purchase({ promotionCode: 'TEMA10' }));

    expect([result.status, result.body.message]).toEqual([409, PROMOTION_TEXTS.buyer_limit]);
  });

  it('stops guessing with 429 and Retry-After once the account or the address has tried too many codes', async () => {
    db.on(UpdateCommand, { ConditionExpression: 'attribute_not_exists(#hits) OR #hits < :limit' }).rejects(
      failedCondition(),
    );

    const result = await initialize(purchase({ promotionCode: 'GUESS-123' }));

    expect(result.status).toBe(429);
    expect(result.body.message).toContain(PROMOTION_TEXTS.tooManyAttempts);
    expect(Number(result.headers?.['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a malformed code with 400 before reading anything', async () => {
    const result = await initialize(purchase({ promotionCode: 'no spaces!' }));

    expect(result.status).toBe(400);
    expect(db.commandCalls(GetCommand)).toEqual([]);
  });

  it('discounts a gift as it discounts a purchase', async () => {
    const gift = { recipientEmail: 'kofi@example.com', recipientName: 'Kofi Mensah' };
    const result = await initialize(purchase({ promotionCode: 'TEMA10', gift }));

    expect(result.status).toBe(200);
    const order = db.commandCalls(PutCommand).find((call) => call.args[0].input.Item?.entity === 'order')
      ?.args[0].input;
    expect(order?.Item).toMatchObject({ kind: 'gift', amount_pesewas: 360_000, promotion: { code: 'TEMA10' } });
  });

  it('refuses a code with an upgrade or an extra build with 400 and its reason, before any use is taken', async () => {
    const upgrade = await initialize(purchase({ promotionCode: 'TEMA10', kind: 'upgrade', packageType: 'premium' }));
    const extra = await initialize(purchase({ promotionCode: 'TEMA10', kind: 'extra_build' }));

    for (const result of [upgrade, extra]) {
      expect([result.status, result.body.message]).toEqual([400, PROMOTION_TEXTS.purchasesOnly]);
    }
    expect(db.commandCalls(UpdateCommand).filter((call) => call.args[0].input.Key?.pk === 'PROMO#TEMA10')).toEqual([]);
    expect(db.commandCalls(PutCommand)).toEqual([]);
    expect(paystack.calls).toEqual([]);
  });
});
