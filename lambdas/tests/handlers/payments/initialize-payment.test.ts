import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleItem } from '../../support/plan-items.ts';
import { initialize, purchase } from './initialize-call.ts';
import { PAYSTACK, paystackFetch, paystackOpensPages, stubPaymentEnv } from './payment-fixtures.ts';

/*
 * The route's own duties: who may start a payment, what the request must hold (refused before anything is read),
 * and the status codes. What the order holds and what Paystack is asked to charge is tested on the in-memory shop
 * (tests/domain/payments/initialize-payment.test.ts). The table answers every read with nothing, except villa-01.
 */

const db = mockClient(DynamoDBDocumentClient);

let paystack: ReturnType<typeof paystackFetch>;

beforeEach(() => {
  db.reset();
  stubPaymentEnv();
  db.on(GetCommand).resolves({});
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  paystack = paystackOpensPages();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('POST /api/payments/initialize', () => {
  it('answers the payment page, the reference and the price charged, not to be cached', async () => {
    const result = await initialize(purchase({ amount: 1 }));

    expect(result.status).toBe(200);
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.body).toMatchObject({ success: true, authorization_url: `${PAYSTACK}/checkout/abc`, amount: 4000 });
    expect(result.body.reference).toBe(`thp_${result.body.orderId}`);
  });

  it.each([
    ['no billing name', { company: 'Tema Builders Ltd' }, 'Please enter the billing name'],
    ['a blank billing name', { name: '   ' }, 'Please enter the billing name'],
    ['a billing name with a line separator', { name: 'Ama\u2028Mensah' }, 'cannot contain control characters'],
    ['a tax number of one character', { name: 'Ama', tax_number: 'X' }, 'A tax number is 3-30 letters'],
    ['an address over 300 characters', { name: 'Ama', address: 'A'.repeat(301) }, 'at most 300 characters'],
  ])('refuses %s with 400 before reading or charging anything', async (_name, billing, message) => {
    const result = await initialize(purchase({ billing }));

    expect(result.status).toBe(400);
    expect(result.body.message).toContain(message);
    expect(db.calls()).toHaveLength(0);
    expect(paystack.calls).toHaveLength(0);
  });

  it.each([
    ['an empty licence name', { licenceName: '   ' }, 'Please enter the name on the licence'],
    ['a licence name over 120 characters', { licenceName: 'A'.repeat(121) }, 'at most 120 characters'],
    ['a licence name with a line break', { licenceName: 'Kwame\nAsante' }, 'cannot contain line breaks'],
    ['a language the shop does not speak', { language: 'es' }, 'language must be one of: en, fr'],
    ['an unknown package', { packageType: 'gold' }, 'packageType must be one of: basic, standard, premium'],
    ['a missing email address', { email: '' }, 'Please enter your email address'],
  ])('refuses %s with 400 before reading or charging anything', async (_name, change, message) => {
    const result = await initialize(purchase(change));

    expect(result.status).toBe(400);
    expect(result.body.message).toContain(message);
    expect(db.calls()).toHaveLength(0);
    expect(paystack.calls).toHaveLength(0);
  });

  it('answers 404 for a plan that is not for sale', async () => {
    const result = await initialize(purchase({ planId: 'villa-99' }));

    expect(result.status).toBe(404);
    expect(result.body.message).toBe('This plan is not available for purchase');
    expect(paystack.calls).toHaveLength(0);
  });

  it('answers 403 while staff have switched online payments off', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({ Item: { online_payments_enabled: false } });

    const result = await initialize(purchase());

    expect(result.status).toBe(403);
    expect(result.body.message).toContain('Online payments are switched off');
    expect(paystack.calls).toHaveLength(0);
  });

  it('answers 502 when Paystack cannot start the payment', async () => {
    vi.stubGlobal('fetch', paystackFetch({ status: 500, body: { status: false, message: 'down' } }).fetchMock);

    const result = await initialize(purchase());

    expect(result.status).toBe(502);
    expect(result.body.message).toBe('The payment provider could not be reached. Please try again in a moment.');
  });

  it('needs a signed-in buyer', async () => {
    const result = await initialize(purchase(), null);

    expect(result.status).toBe(401);
    expect(paystack.calls).toHaveLength(0);
  });
});
