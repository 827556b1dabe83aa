import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/payments/initialize-payment.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { withClaims } from '../../support/authorized-event.ts';
import { sampleItem } from '../../support/plan-items.ts';
import {
  BUYER,
  orderItem,
  type paystackFetch,
  paystackOpensPages,
  stubPaymentEnv,
} from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);
const BASIC_ORDER = 'a1b2c3d4-0000-4000-8000-000000000001';

function initialize(body: Record<string, unknown>) {
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/initialize',
    path: '/api/payments/initialize',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ama@example.com', planId: 'villa-01', packageType: 'premium', ...body }),
  });
  return answerOf(handler, withClaims(event, BUYER));
}

/** A paid order of the buyer's (villa-01: basic 2,500, standard 4,000, premium 6,000). */
const paid = (overrides: Partial<StoredOrder> = {}) =>
  orderItem({
    id: BASIC_ORDER,
    reference: `thp_${BASIC_ORDER}`,
    package_type: 'basic',
    tier: 'basic',
    status: 'completed',
    payment_status: 'completed',
    paid_at: '2026-06-01T10:00:00.000Z',
    created_at: '2026-06-01T09:58:00.000Z',
    licenceName: 'Ama Mensah',
    ...overrides,
  });

function buyerOrders(...items: Record<string, unknown>[]) {
  db.on(QueryCommand).resolves({ Items: items });
}

const written = () => db.commandCalls(PutCommand)[0]?.args[0].input.Item;
const charged = (paystack: ReturnType<typeof paystackFetch>) =>
  JSON.parse(String(paystack.calls[0]?.init?.body)) as { amount: number; metadata: Record<string, unknown> };

let paystack: ReturnType<typeof paystackFetch>;

beforeEach(() => {
  db.reset();
  stubPaymentEnv();
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({});
  db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'PROFILE' } }).resolves({});
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
  buyerOrders();
  paystack = paystackOpensPages();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('POST /api/payments/initialize, kind upgrade', () => {
  it('charges the difference between today’s prices of the package held and the one asked for, whatever the browser says', async () => {
    buyerOrders(paid());

    const result = await initialize({ kind: 'upgrade', amount: 1 });

    expect(result.status).toBe(200);
    expect(result.body.amount).toBe(3500);
    expect(charged(paystack).amount).toBe(350_000);
    expect(charged(paystack).metadata.packageType).toBe('premium');
    expect(written()).toMatchObject({
      status: 'pending',
      kind: 'upgrade',
      package_type: 'premium',
      tier: 'premium',
      upgraded_from: 'basic',
      base_order_id: BASIC_ORDER,
      base_order_reference: `thp_${BASIC_ORDER}`,
      // The licence keeps the name of the order it raises.
      licenceName: 'Ama Mensah',
      amount_pesewas: 350_000,
    });
    // What the buyer holds is read from their own orders' partition, not from the request.
    expect(db.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':pk': 'USER#buyer-1#ORDERS',
    });
  });

  it('prices from the highest package held: a standard holder pays premium minus standard', async () => {
    buyerOrders(
      paid(),
      paid({
        id: 'std-upgrade',
        reference: 'thp_std',
        kind: 'upgrade',
        package_type: 'standard',
        tier: 'standard',
        created_at: '2026-07-01T00:00:00.000Z',
      }),
    );

    const result = await initialize({ kind: 'upgrade' });

    expect(result.body.amount).toBe(2000);
    expect(written()).toMatchObject({ upgraded_from: 'standard', base_order_id: 'std-upgrade' });
  });

  it('refuses a buyer who holds no licence of the plan, or only a refunded, failed or disputed one', async () => {
    for (const orders of [
      [],
      [paid({ status: 'refunded', payment_status: 'refunded' })],
      [paid({ status: 'failed', payment_status: 'failed' })],
      [paid({ dispute_status: 'open' })],
      [paid({ plan_id: 'another-plan' })],
    ]) {
      buyerOrders(...orders);
      const result = await initialize({ kind: 'upgrade' });
      expect(result.status).toBe(409);
      expect(result.body.message).toMatch(/need a licence of this plan first/);
    }
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(paystack.calls).toHaveLength(0);
  });

  it('refuses an upgrade to the package held or a lower one', async () => {
    buyerOrders(paid({ package_type: 'standard', tier: 'standard' }));

    for (const packageType of ['standard', 'basic']) {
      const result = await initialize({ kind: 'upgrade', packageType });
      expect(result.status).toBe(409);
      expect(result.body.message).toBe('You already hold this package or a higher one.');
    }
    expect(paystack.calls).toHaveLength(0);
  });

  it('never charges below zero: a higher package priced at or under the one held is refused, not charged', async () => {
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({
      Item: sampleItem({ premium_price: 2000 }),
    });
    buyerOrders(paid());

    const result = await initialize({ kind: 'upgrade' });

    expect(result.status).toBe(409);
    expect(result.body.message).toMatch(/nothing to pay/);
    expect(paystack.calls).toHaveLength(0);
  });
});

describe('POST /api/payments/initialize, kind extra_build', () => {
  it('charges the default 40% of today’s price of the package held, with the site name kept for the certificate', async () => {
    buyerOrders(paid({ package_type: 'standard', tier: 'standard' }));

    const result = await initialize({
      kind: 'extra_build',
      packageType: 'basic',
      buildLabel: '  Plot 14, Community 25 ',
    });

    expect(result.status).toBe(200);
    expect(result.body.amount).toBe(1600);
    expect(written()).toMatchObject({
      kind: 'extra_build',
      package_type: 'standard',
      base_order_id: BASIC_ORDER,
      build_label: 'Plot 14, Community 25',
      amount_pesewas: 160_000,
    });
  });

  it('an upgrade adds taxes that prices exclude, as the offer shown on the plan page does', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({
      Item: { tax_rates: [{ id: 'vat', name: 'VAT', rate_percent: 15, enabled: true }], prices_include_tax: false },
    });
    buyerOrders(paid());

    expect((await initialize({ kind: 'upgrade' })).body.amount).toBe(4025);
  });

  it('uses the share staff set in the settings', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({
      Item: { pk: 'SETTINGS', sk: 'SITE', extra_build_share_percent: 25 },
    });
    buyerOrders(paid());

    const result = await initialize({ kind: 'extra_build' });

    expect(result.body.amount).toBe(625);
    expect(written()).not.toHaveProperty('build_label');
  });

  it('refuses a buyer without a licence of the plan, and a site name with a line break', async () => {
    expect((await initialize({ kind: 'extra_build' })).status).toBe(409);
    buyerOrders(paid());
    const broken = await initialize({ kind: 'extra_build', buildLabel: 'Plot 14\nTema' });
    expect(broken.status).toBe(400);
    expect(JSON.stringify(broken.body)).toMatch(/line breaks/);
    expect(paystack.calls).toHaveLength(0);
  });
});

describe('POST /api/payments/initialize, a plain purchase', () => {
  it('still charges the package price and reads no orders', async () => {
    const result = await initialize({ packageType: 'basic' });

    expect(result.body.amount).toBe(2500);
    expect(written()).not.toHaveProperty('kind');
    expect(db.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
