import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/plans/get-plan-offers.ts';
import type { StoredOrder } from '../../../src/repositories/order-item.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { withClaims } from '../../support/authorized-event.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { BUYER, orderItem } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

function offers(signedIn = true) {
  const event = apiEvent({
    method: 'GET',
    routeKey: 'GET /api/plans/{id}/offers',
    path: '/api/plans/villa-01/offers',
    params: { id: 'villa-01' },
  });
  return answerOf(handler, signedIn ? withClaims(event, BUYER) : event);
}

const paid = (overrides: Partial<StoredOrder> = {}) =>
  orderItem({ id: 'o1', reference: 'thp_o1', package_type: 'basic', tier: 'basic', status: 'completed', ...overrides });

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({});
  db.on(QueryCommand).resolves({ Items: [] });
});

afterEach(() => vi.unstubAllEnvs());

describe('GET /api/plans/{id}/offers', () => {
  it('offers a Basic holder each higher package for the difference, and an extra build at the default share', async () => {
    db.on(QueryCommand).resolves({ Items: [paid()] });

    const result = await offers();

    expect(result.status).toBe(200);
    expect(result.headers?.['cache-control']).toBe('private, no-store');
    expect(result.body).toEqual({
      held: { packageType: 'basic', orderId: 'o1', reference: 'thp_o1' },
      upgrades: [
        { packageType: 'standard', price: 1500 },
        { packageType: 'premium', price: 3500 },
      ],
      extraBuild: { price: 1000, sharePercent: 40 },
      builds: [{ orderId: 'o1', reference: 'thp_o1', label: null }],
    });
  });

  it('offers a Premium holder no upgrade, and prices the extra build at the share staff set', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({
      Item: { extra_build_share_percent: 50 },
    });
    db.on(QueryCommand).resolves({ Items: [paid({ package_type: 'premium', tier: 'premium' })] });

    const result = await offers();

    expect(result.body.upgrades).toEqual([]);
    expect(result.body.extraBuild).toEqual({ price: 3000, sharePercent: 50 });
  });

  it('prices each offer as Paystack will charge it: taxes that prices exclude are added', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({
      Item: {
        tax_rates: [{ id: 'vat', name: 'VAT', rate_percent: 15, enabled: true }],
        prices_include_tax: false,
      },
    });
    db.on(QueryCommand).resolves({ Items: [paid()] });

    const result = await offers();

    expect(result.body.upgrades).toEqual([
      { packageType: 'standard', price: 1725 },
      { packageType: 'premium', price: 4025 },
    ]);
    expect(result.body.extraBuild).toEqual({ price: 1150, sharePercent: 40 });
  });

  it('offers nothing to a buyer whose only order of the plan was refunded', async () => {
    db.on(QueryCommand).resolves({ Items: [paid({ status: 'refunded', payment_status: 'refunded' })] });

    const result = await offers();

    expect(result.body).toEqual({ held: null, upgrades: [], extraBuild: null, builds: [] });
  });

  it('asks a visitor to sign in', async () => {
    expect((await offers(false)).status).toBe(401);
  });
});
