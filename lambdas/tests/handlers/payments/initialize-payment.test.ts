import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/payments/initialize-payment.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import { type SignedInAs, withClaims } from '../../support/authorized-event.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { updateSets } from '../../support/update-sets.ts';
import { BUYER, PAYSTACK, paystackFetch, SECRET } from './payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

function initializeEvent(body: unknown, as: SignedInAs | null) {
  const event = apiEvent({
    method: 'POST',
    routeKey: 'POST /api/payments/initialize',
    path: '/api/payments/initialize',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return as ? withClaims(event, as) : event;
}

async function initialize(body: unknown, as: SignedInAs | null = BUYER) {
  return answerOf(handler, initializeEvent(body, as));
}

const purchase = (overrides: Record<string, unknown> = {}) => ({
  email: 'ama@example.com',
  amount: 1,
  planId: 'villa-01',
  planTitle: 'Whatever the browser says',
  packageType: 'standard',
  userId: 'someone-else',
  ...overrides,
});

let paystack: ReturnType<typeof paystackFetch>;

beforeEach(() => {
  db.reset();
  vi.stubEnv('TABLE_NAME', 'shop');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('PAYSTACK_BASE_URL', PAYSTACK);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({});
  db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'PROFILE' } }).resolves({});
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
  paystack = paystackFetch({
    body: {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${PAYSTACK}/checkout/abc`, access_code: 'abc', reference: 'r' },
    },
  });
  vi.stubGlobal('fetch', paystack.fetchMock);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('POST /api/payments/initialize', () => {
  it('charges the catalogue price in pesewas whatever amount the browser sends, and writes a pending order', async () => {
    const result = await initialize(purchase({ amount: 1 }));

    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ success: true, authorization_url: `${PAYSTACK}/checkout/abc`, amount: 4000 });
    const order = db.commandCalls(PutCommand)[0]?.args[0].input;
    expect(order?.ConditionExpression).toBe('attribute_not_exists(#pk)');
    expect(order?.ExpressionAttributeNames).toEqual({ '#pk': 'pk' });
    expect(order?.Item).toMatchObject({
      status: 'pending',
      user_id: 'buyer-1',
      plan_title: '4-Bedroom Tema Villa',
      package_type: 'standard',
      amount: 4000,
      amount_pesewas: 400_000,
      gsi1pk: 'USER#buyer-1#ORDERS',
      gsi3pk: 'ORDERS#pending',
    });
    expect(result.body.orderId).toBe(order?.Item?.id);
    expect(result.body.reference).toBe(`thp_${order?.Item?.id}`);

    const call = paystack.calls[0];
    expect(call?.url).toBe(`${PAYSTACK}/transaction/initialize`);
    expect(new Headers(call?.init?.headers).get('authorization')).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(String(call?.init?.body))).toEqual({
      email: 'ama@example.com',
      amount: 400_000,
      currency: 'GHS',
      reference: result.body.reference,
      callback_url: 'https://shop.example.com/payment/verify',
      metadata: {
        orderId: result.body.orderId,
        planId: 'villa-01',
        packageType: 'standard',
        cancel_action: `https://shop.example.com/payment/verify?reference=${result.body.reference}`,
      },
    });
  });

  it('keeps the billing details on the order (blank optional fields left out), and bills the licence name without them', async () => {
    await initialize(
      purchase({
        billing: { name: ' Ama Mensah ', company: 'Tema Builders Ltd', tax_number: '', address: '12 Ring Road\nAccra' },
      }),
    );
    await initialize(purchase({ licenceName: 'Kwame Asante' }));

    const [first, second] = db.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(first?.billing).toEqual({
      name: 'Ama Mensah',
      company: 'Tema Builders Ltd',
      address: '12 Ring Road\nAccra',
    });
    expect(second?.billing).toEqual({ name: 'Kwame Asante' });
    // No invoice number before the payment is settled.
    expect(first?.invoice_number).toBeNull();
  });

  it.each([
    ['no billing name', { company: 'Tema Builders Ltd' }, 'Please enter the billing name'],
    ['a blank billing name', { name: '   ' }, 'Please enter the billing name'],
    ['a billing name with a line separator', { name: 'Ama\u2028Mensah' }, 'cannot contain control characters'],
    ['a tax number of one character', { name: 'Ama', tax_number: 'X' }, 'A tax number is 3-30 letters'],
    ['an address over 300 characters', { name: 'Ama', address: 'A'.repeat(301) }, 'at most 300 characters'],
  ])('refuses %s with 400 and writes nothing', async (_name, billing, message) => {
    const result = await initialize(purchase({ billing }));

    expect(result.status).toBe(400);
    expect(result.body.message).toContain(message);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(paystack.calls).toHaveLength(0);
  });

  it('adds exclusive taxes to what Paystack charges and freezes the rows in force on the order', async () => {
    const rows = [
      { id: 'vat', name: 'VAT', rate_percent: 15, enabled: true },
      { id: 'nhil', name: 'NHIL', rate_percent: 2.5, enabled: true },
      { id: 'covid-19', name: 'COVID-19 levy', rate_percent: 1, enabled: false },
    ];
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({
      Item: { pk: 'SETTINGS', sk: 'SITE', tax_rates: rows, prices_include_tax: false },
    });

    const result = await initialize(purchase({ amount: 1 }));

    expect(result.body.amount).toBe(4700);
    expect(JSON.parse(String(paystack.calls[0]?.init?.body)).amount).toBe(470_000);
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({
      amount: 4700,
      amount_pesewas: 470_000,
      tax: {
        prices_include_tax: false,
        net_pesewas: 400_000,
        lines: [
          { name: 'VAT', rate_percent: 15, amount_pesewas: 60_000 },
          { name: 'NHIL', rate_percent: 2.5, amount_pesewas: 10_000 },
        ],
        total_pesewas: 470_000,
      },
    });
  });

  it('with tax-inclusive prices charges the catalogue price and splits it into net and tax', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({
      Item: { pk: 'SETTINGS', sk: 'SITE', tax_rates: [{ id: 'vat', name: 'VAT', rate_percent: 15, enabled: true }] },
    });

    await initialize(purchase());

    expect(JSON.parse(String(paystack.calls[0]?.init?.body)).amount).toBe(400_000);
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.Item?.tax).toEqual({
      prices_include_tax: true,
      net_pesewas: 347_826,
      lines: [{ name: 'VAT', rate_percent: 15, amount_pesewas: 52_174 }],
      total_pesewas: 400_000,
    });
  });

  it('keeps the language the buyer paid from on the order and sends them back to that language', async () => {
    const result = await initialize(purchase({ language: 'fr' }));

    expect(result.status).toBe(200);
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ language: 'fr' });
    const sent = JSON.parse(String(paystack.calls[0]?.init?.body));
    expect(sent.callback_url).toBe('https://shop.example.com/fr/payment/verify');
    expect(sent.metadata.cancel_action).toBe(
      `https://shop.example.com/fr/payment/verify?reference=${result.body.reference}`,
    );
  });

  it('keeps the name on the licence the buyer wrote at checkout on the order, trimmed', async () => {
    const result = await initialize(purchase({ licenceName: '  Kwame Asante  ' }));

    expect(result.status).toBe(200);
    expect(db.commandCalls(PutCommand)[0]?.args[0].input.Item).toMatchObject({ licenceName: 'Kwame Asante' });
  });

  it('names the licence after the saved profile, else the sign-up names, when a client sends no licence name', async () => {
    db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'PROFILE' } }).resolves({
      Item: { pk: 'USER#buyer-1', sk: 'PROFILE', first_name: 'Ama', last_name: 'Owusu' },
    });
    await initialize(purchase());
    db.on(GetCommand, { Key: { pk: 'USER#buyer-1', sk: 'PROFILE' } }).resolves({});
    await initialize(purchase(), { ...BUYER, givenName: 'Ama', familyName: 'Boateng' });

    const written = db.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.licenceName);
    expect(written).toEqual(['Ama Owusu', 'Ama Boateng']);
  });

  it.each([
    ['an empty licence name', '   ', 'Please enter the name on the licence'],
    ['a licence name over 120 characters', 'A'.repeat(121), 'at most 120 characters'],
    ['a licence name with a line break', 'Kwame\nAsante', 'cannot contain line breaks'],
  ])('refuses %s with 400 and writes nothing', async (_name, licenceName, message) => {
    const result = await initialize(purchase({ licenceName }));

    expect(result.status).toBe(400);
    expect(result.body.message).toContain(message);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a language the shop does not speak with 400 and writes nothing', async () => {
    const result = await initialize(purchase({ language: 'es' }));

    expect(result.status).toBe(400);
    expect(result.body.message).toContain('language must be one of: en, fr');
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('gives every payment its own order and reference', async () => {
    const first = await initialize(purchase());
    const second = await initialize(purchase());

    expect(first.body.reference).not.toBe(second.body.reference);
  });

  it.each([
    ['a missing plan', {}],
    ['an inactive plan', { Item: sampleItem({ status: 'inactive' }) }],
  ])('refuses %s with 404 and writes nothing', async (_name, answer) => {
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves(answer);

    const result = await initialize(purchase());

    expect(result.status).toBe(404);
    expect(result.body.message).toBe('This plan is not available for purchase');
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
    expect(paystack.calls).toHaveLength(0);
  });

  it('refuses an unknown package with 400 naming the packages', async () => {
    const result = await initialize(purchase({ packageType: 'gold' }));

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('packageType must be one of: basic, standard, premium');
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('asks for the email address when it is missing', async () => {
    const result = await initialize(purchase({ email: '' }));

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Please enter your email address');
  });

  it("sends Paystack the account's verified address, not one typed into the request (no receipts to strangers)", async () => {
    const result = await initialize(purchase({ email: 'someone.else@example.org' }));

    expect(result.status).toBe(200);
    expect(JSON.parse(String(paystack.calls[0]?.init?.body)).email).toBe(BUYER.email);
    const order = db.commandCalls(PutCommand).find((call) => call.args[0].input.Item?.user_email);
    expect(order?.args[0].input.Item?.user_email).toBe(BUYER.email);
  });

  it('refuses with 403 while staff have switched online payments off', async () => {
    db.on(GetCommand, { Key: { pk: 'SETTINGS', sk: 'SITE' } }).resolves({ Item: { online_payments_enabled: false } });

    const result = await initialize(purchase());

    expect(result.status).toBe(403);
    expect(result.body.message).toContain('Online payments are switched off');
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('refuses a package without a price', async () => {
    db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({
      Item: sampleItem({ premium_price: 0 }),
    });

    const result = await initialize(purchase({ packageType: 'premium' }));

    expect(result.status).toBe(400);
    expect(db.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('answers 502 and marks the order failed when Paystack cannot start the payment', async () => {
    vi.stubGlobal('fetch', paystackFetch({ status: 500, body: { status: false, message: 'down' } }).fetchMock);

    const result = await initialize(purchase());

    expect(result.status).toBe(502);
    expect(result.body.message).toBe('The payment provider could not be reached. Please try again in a moment.');
    const failed = db.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(updateSets(failed)).toMatchObject({ status: 'failed' });
  });

  it('needs a signed-in buyer', async () => {
    const result = await initialize(purchase(), null);

    expect(result.status).toBe(401);
  });
});
