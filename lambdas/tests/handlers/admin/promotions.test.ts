import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PROMOTION_ADMIN_TEXTS } from '@shop/shared/promotions/promotion';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as createHandler } from '../../../src/handlers/admin/promotions/create-promotion.ts';
import { handler as listHandler } from '../../../src/handlers/admin/promotions/list-promotions.ts';
import { handler as updateHandler } from '../../../src/handlers/admin/promotions/update-promotion.ts';
import { callAs } from '../../support/call-handler.ts';
import { ADMIN, auditItems, BUYER, stubAdminEnv } from './admin-request.ts';

const db = mockClient(DynamoDBDocumentClient);

const newCode = (overrides: Record<string, unknown> = {}) => ({
  code: 'tema10',
  kind: 'percent',
  value: 10,
  scope: 'packages',
  plan_ids: [],
  packages: ['standard', 'premium'],
  starts_at: '2026-12-01',
  ends_at: '2026-12-31',
  max_uses: 100,
  per_buyer_limit: 1,
  first_purchase_only: true,
  enabled: true,
  note: 'December',
  ...overrides,
});

const stored = (overrides: Record<string, unknown> = {}) => ({
  pk: 'PROMO#TEMA10',
  sk: 'PROMO',
  ...newCode({ code: 'TEMA10' }),
  uses: 3,
  reserved: 4,
  created_at: '2026-11-30T09:00:00.000Z',
  updated_at: '2026-11-30T09:00:00.000Z',
  ...overrides,
});

/** The message a refusal gives one field of the form. */
const fieldOf = (result: { body: unknown }, field: string) =>
  (result.body as { fields?: Record<string, string> }).fields?.[field];

const create = (body: unknown, as = ADMIN) =>
  callAs(createHandler, { method: 'POST', route: '/api/admin/promotions', body, as });
const update = (code: string, body: unknown, as = ADMIN) =>
  callAs(updateHandler, { method: 'PUT', route: '/api/admin/promotions/{code}', params: { code }, body, as });

beforeEach(() => {
  db.reset();
  stubAdminEnv(vi);
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({ Attributes: stored() });
  db.on(GetCommand).resolves({ Item: stored() });
});

describe('POST /api/admin/promotions', () => {
  it('stores a new code upper-cased with zero uses, the cap and dates its reservation checks, and audits it', async () => {
    const result = await create(newCode());

    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({ code: 'TEMA10', uses: 0, reserved: 0 });
    const item = db.commandCalls(PutCommand).find((call) => call.args[0].input.Item?.entity === 'promotion')
      ?.args[0].input;
    expect(item?.ConditionExpression).toBe('attribute_not_exists(#pk)');
    expect(item?.Item).toMatchObject({
      pk: 'PROMO#TEMA10',
      gsi1pk: 'PROMOS',
      cap_total: 100,
      window_start: '2026-12-01T00:00:00.000Z',
      window_end: '2026-12-31T23:59:59.999Z',
    });
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({ action: 'promotion.create', target_id: 'TEMA10' }),
    ]);
  });

  it('refuses a taken code with 409, and broken rules with 400 naming the field', async () => {
    db.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }));
    const taken = await create(newCode());
    const percent = await create(newCode({ value: 150 }));
    const dates = await create(newCode({ starts_at: '2026-12-31', ends_at: '2026-12-01' }));
    const plans = await create(newCode({ scope: 'plans', plan_ids: [] }));

    expect([taken.status, taken.body.message]).toEqual([409, PROMOTION_ADMIN_TEXTS.codeTaken]);
    expect([percent.status, fieldOf(percent, 'value')]).toEqual([400, PROMOTION_ADMIN_TEXTS.percentRange]);
    expect([dates.status, fieldOf(dates, 'ends_at')]).toEqual([400, PROMOTION_ADMIN_TEXTS.endBeforeStart]);
    expect([plans.status, fieldOf(plans, 'plan_ids')]).toEqual([400, PROMOTION_ADMIN_TEXTS.plansNeeded]);
  });

  it('is for staff only', async () => {
    expect((await create(newCode(), BUYER)).status).toBe(403);
  });
});

describe('PUT /api/admin/promotions/{code}', () => {
  it('switches a code off without touching its counters, and audits the switch', async () => {
    db.on(UpdateCommand).resolves({ Attributes: stored({ enabled: false }) });

    const result = await update('tema10', { enabled: false });

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ enabled: false, uses: 3 });
    const write = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(write?.ExpressionAttributeNames ?? {})).not.toContain('reserved');
    expect(Object.values(write?.ExpressionAttributeNames ?? {})).not.toContain('uses');
    expect(auditItems(db.commandCalls(PutCommand))).toEqual([
      expect.objectContaining({ action: 'promotion.disable', target_id: 'TEMA10' }),
    ]);
  });

  it('refuses an end date before the stored start, and an unknown code with 404', async () => {
    const early = await update('TEMA10', { ends_at: '2026-11-15' });
    db.on(GetCommand).resolves({});
    const missing = await update('NOPE-1', { enabled: true });

    expect([early.status, early.body.message]).toEqual([400, PROMOTION_ADMIN_TEXTS.endBeforeStart]);
    expect([missing.status, missing.body.message]).toEqual([404, PROMOTION_ADMIN_TEXTS.notFound]);
  });
});

describe('GET /api/admin/promotions', () => {
  it('lists every code newest first with its uses', async () => {
    db.on(QueryCommand).resolves({ Items: [stored()] });

    const result = await callAs(listHandler, { method: 'GET', route: '/api/admin/promotions', as: ADMIN });

    expect(result.status).toBe(200);
    expect(result.body.promotions).toEqual([expect.objectContaining({ code: 'TEMA10', uses: 3, reserved: 4 })]);
    expect(db.commandCalls(QueryCommand)[0]?.args[0].input).toMatchObject({
      IndexName: 'gsi1',
      ScanIndexForward: false,
    });
  });
});
