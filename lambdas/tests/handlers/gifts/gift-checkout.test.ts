import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../src/handlers/payments/initialize-payment.ts';
import { callAs } from '../../support/call-handler.ts';
import { sampleItem } from '../../support/plan-items.ts';
import { BUYER, paystackOpensPages, stubPaymentEnv } from '../payments/payment-fixtures.ts';

const db = mockClient(DynamoDBDocumentClient);

const giftPurchase = (gift: Record<string, unknown>) => ({
  email: BUYER.email,
  planId: 'villa-01',
  packageType: 'standard',
  billing: { name: 'Ama Mensah' },
  gift,
});

const initialize = (body: unknown) =>
  callAs(handler, { method: 'POST', route: '/api/payments/initialize', body, as: BUYER });

const written = () => db.commandCalls(PutCommand)[0]?.args[0].input.Item;

beforeEach(() => {
  db.reset();
  stubPaymentEnv();
  db.on(GetCommand).resolves({});
  db.on(GetCommand, { Key: { pk: 'PLAN#villa-01', sk: 'PLAN' } }).resolves({ Item: sampleItem() });
  db.on(PutCommand).resolves({});
  db.on(UpdateCommand).resolves({});
  paystackOpensPages();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('POST /api/payments/initialize with "Give this plan"', () => {
  it('writes a pending gift order: the licence in the recipient name, the giver kept, listed on the giver index', async () => {
    // Act
    const result = await initialize(
      giftPurchase({
        recipientEmail: '  Kofi.Boateng@Example.com ',
        recipientName: ' Kofi Boateng ',
        message: 'For the house in Kumasi.\nLove, Ama',
        language: 'fr',
      }),
    );

    // Assess
    expect(result.status).toBe(200);
    expect(written()).toMatchObject({
      kind: 'gift',
      status: 'pending',
      user_id: BUYER.sub,
      licenceName: 'Kofi Boateng',
      gift: {
        recipient_email: 'kofi.boateng@example.com',
        recipient_name: 'Kofi Boateng',
        message: 'For the house in Kumasi.\nLove, Ama',
        language: 'fr',
        giver_id: BUYER.sub,
        giver_email: BUYER.email,
        giver_name: 'Ama Mensah',
        send_count: 0,
      },
      gsi2pk: `USER#${BUYER.sub}#GIFTS`,
    });
    // No token before the payment: the claim link is made (and mailed) only once the charge is settled.
    expect(written()).not.toHaveProperty('gift_token_hash');
  });

  it('mails the recipient in the shop language of the checkout when the giver chooses none', async () => {
    await initialize({
      ...giftPurchase({ recipientEmail: 'kofi@example.com', recipientName: 'Kofi' }),
      language: 'fr',
    });

    expect(written()?.gift).toMatchObject({ language: 'fr' });
  });

  it('writes a plain purchase without gift fields or the giver index', async () => {
    const { gift: _gift, ...plain } = giftPurchase({});
    await initialize(plain);

    expect(written()).not.toHaveProperty('kind');
    expect(written()).not.toHaveProperty('gift');
    expect(written()).not.toHaveProperty('gsi2pk');
  });

  it.each([
    ['no recipient address', { recipientName: 'Kofi' }, "recipient's email"],
    [
      'two addresses in one',
      { recipientEmail: 'kofi@example.com, spam@example.com', recipientName: 'Kofi' },
      'valid email',
    ],
    [
      'an address with a header after it',
      { recipientEmail: 'kofi@example.com\r\nBcc: x@example.com', recipientName: 'Kofi' },
      'valid email',
    ],
    ['no recipient name', { recipientEmail: 'kofi@example.com', recipientName: '  ' }, "recipient's name"],
    ['a name with a line break', { recipientEmail: 'kofi@example.com', recipientName: 'Kofi\nBcc: x' }, 'line breaks'],
    [
      'a message over 500 characters',
      { recipientEmail: 'kofi@example.com', recipientName: 'Kofi', message: 'a'.repeat(501) },
      'at most 500',
    ],
    [
      'a message with control characters',
      { recipientEmail: 'kofi@example.com', recipientName: 'Kofi', message: 'hi\u0000there' },
      'control characters',
    ],
    [
      'a language the shop does not speak',
      { recipientEmail: 'kofi@example.com', recipientName: 'Kofi', language: 'es' },
      'language',
    ],
    [
      'headers chosen by the giver',
      { recipientEmail: 'kofi@example.com', recipientName: 'Kofi', headers: { Bcc: 'x@example.com' } },
      '',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, gift, message) => {
    const result = await initialize(giftPurchase(gift));

    if (message) {
      expect(result.status).toBe(400);
      expect(JSON.stringify(result.body)).toContain(message);
      expect(db.commandCalls(PutCommand)).toHaveLength(0);
    } else {
      // Unknown fields are dropped by the schema: nothing the giver sends becomes a mail header.
      expect(result.status).toBe(200);
      expect(written()?.gift).not.toHaveProperty('headers');
    }
  });
});
