import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { GIFT_MAX_SENDS, GIFT_TEXTS } from '@shop/shared/orders/gift';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadableOrder } from '../../../src/domain/downloads/downloadable-order.ts';
import { handler as claimHandler } from '../../../src/handlers/gifts/claim-gift.ts';
import { handler as resendHandler } from '../../../src/handlers/gifts/resend-gift.ts';
import { handler as getOrderHandler } from '../../../src/handlers/orders/get-order.ts';
import { handler as listOrdersHandler } from '../../../src/handlers/orders/list-orders.ts';
import { handler as webhookHandler } from '../../../src/handlers/payments/payment-webhook.ts';
import { type StoredOrder, toOrderItem } from '../../../src/repositories/order-item.ts';
import { ordersRepository } from '../../../src/repositories/orders-repository.ts';
import { answerOf, apiEvent } from '../../support/api-event.ts';
import type { SignedInAs } from '../../support/authorized-event.ts';
import { callAs } from '../../support/call-handler.ts';
import { startDynalite } from '../../support/dynalite-table.ts';
import { ORDER_ID, SECRET, sampleOrder, sign, transaction } from '../payments/payment-fixtures.ts';

/*
 * Each test pays, mails and claims through several handlers over HTTP to the engine: 20 s each, for a shared machine.
 * The gift's life against a real table engine (dynalite): the claim's and the re-send's conditions are what keep a
 * link single-use and a gift claimed once, so they run for real here, not as mocked answers.
 */
const GIVER: SignedInAs = { sub: 'buyer-1', email: 'ama@example.com' };
const RECIPIENT: SignedInAs = { sub: 'kofi-sub', email: 'kofi.private@example.org' };
const STRANGER: SignedInAs = { sub: 'yaw-sub', email: 'yaw@example.com' };
const ADMIN: SignedInAs = { sub: 'admin-ama', email: 'staff@example.com', groups: ['admin'] };

let engine: Awaited<ReturnType<typeof startDynalite>>;
let table: string;
let mailDir: string;

const giftOrder = (overrides: Partial<StoredOrder> = {}): StoredOrder =>
  sampleOrder({
    kind: 'gift',
    licenceName: 'Kofi Boateng',
    billing: { name: 'Ama Mensah', address: '12 Ring Road, Accra' },
    gift: {
      recipient_email: 'kofi@example.com',
      recipient_name: 'Kofi Boateng',
      message: 'For the house in Kumasi <3',
      language: 'en',
      giver_id: GIVER.sub,
      giver_email: GIVER.email ?? '',
      giver_name: 'Ama Mensah',
      send_count: 0,
    },
    ...overrides,
  });

async function seed(order: StoredOrder) {
  await engine.db.send(new PutCommand({ TableName: table, Item: toOrderItem(order) }));
}

async function storedItem() {
  const { Item } = await engine.db.send(
    new GetCommand({ TableName: table, Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' } }),
  );
  return Item ?? {};
}

/** Paystack's charge.success for the sample order, signed, through the webhook handler. */
async function payByWebhook() {
  const body = JSON.stringify({ event: 'charge.success', data: transaction() });
  return answerOf(
    webhookHandler,
    apiEvent({
      method: 'POST',
      routeKey: 'POST /api/payments/webhook',
      path: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) },
      body,
    }),
  );
}

const giftMails = () =>
  readdirSync(mailDir)
    .filter((name) => name.includes('-gift-claim-'))
    .sort();
const readMail = (name: string) => readFileSync(join(mailDir, name), 'utf8');
/** The token of the newest claim link mailed. */
function mailedToken(): string {
  const last = giftMails().at(-1);
  const match = last && /token=([A-Za-z0-9_-]+)/.exec(readMail(last));
  if (!match?.[1]) throw new Error('No claim link mailed');
  return match[1];
}

const claim = (as: SignedInAs, token: string, orderId = ORDER_ID) =>
  callAs(claimHandler, { method: 'POST', route: '/api/gifts/claim', body: { orderId, token }, as });
const resend = (as: SignedInAs) =>
  callAs(resendHandler, { method: 'POST', route: '/api/orders/{id}/gift/resend', params: { id: ORDER_ID }, as });
const getOrder = (as: SignedInAs) =>
  callAs(getOrderHandler, { method: 'GET', route: '/api/orders/{id}', params: { id: ORDER_ID }, as });
const listOrders = (as: SignedInAs) => callAs(listOrdersHandler, { method: 'GET', route: '/api/orders', as });

/** A paid gift, its claim link mailed by the payment's settlement. */
async function paidGift(overrides: Partial<StoredOrder> = {}) {
  await seed(giftOrder(overrides));
  expect((await payByWebhook()).status).toBe(200);
  return mailedToken();
}

beforeAll(async () => {
  engine = await startDynalite();
});

afterAll(async () => {
  await engine.stop();
});

beforeEach(async () => {
  table = await engine.newTable();
  mailDir = mkdtempSync(join(tmpdir(), 'gift-mail-'));
  vi.stubEnv('TABLE_NAME', table);
  vi.stubEnv('DYNAMODB_ENDPOINT', engine.endpoint);
  vi.stubEnv('AWS_REGION', 'eu-west-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
  vi.stubEnv('LOG_LEVEL', 'silent');
  vi.stubEnv('PAYSTACK_SECRET_KEY', SECRET);
  vi.stubEnv('MAIL_DIR', mailDir);
  vi.stubEnv('SITE_URL', 'https://shop.example.com');
  return () => rmSync(mailDir, { recursive: true, force: true });
});

describe('a gift paid through Paystack', { timeout: 20_000 }, () => {
  it('mails the recipient one claim link, at the one address the giver wrote, with the message escaped', async () => {
    // Act: the payment is reported twice (webhook retries): the completion's winner alone mails
    await paidGift();
    expect((await payByWebhook()).status).toBe(200);

    // Assess
    expect(giftMails()).toHaveLength(1);
    const mail = readMail(giftMails()[0] ?? '');
    expect(mail).toMatch(/^To: kofi@example\.com\r$/m);
    expect(mail).not.toMatch(/^(Cc|Bcc|Reply-To):/im);
    expect(mail).toContain('Ama Mensah has given you the plan');
    expect(mail).toContain('For the house in Kumasi &lt;3');
    expect(mail).not.toContain('Kumasi <3</p>');
    expect(mail).toContain(`https://shop.example.com/gift/claim?order=${ORDER_ID}&token=`);
    // Only the token's hash is kept, with its end
    const item = await storedItem();
    expect(item.gift_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(item.gift_token_hash).not.toBe(mailedToken());
    expect(item.gift).toMatchObject({ send_count: 1 });
  });

  it('writes the mail in French when the giver chose French', async () => {
    await paidGift({ gift: { ...(giftOrder().gift as NonNullable<StoredOrder['gift']>), language: 'fr' } });

    const mail = readMail(giftMails()[0] ?? '');
    expect(mail).toContain('vous offre le plan');
    expect(mail).toContain(`https://shop.example.com/fr/gift/claim?order=${ORDER_ID}&token=`);
  });

  it('keeps the files from the giver until the gift is claimed', async () => {
    await paidGift();
    const deps = { orders: ordersRepository(engine.db, table), now: () => new Date() } as Parameters<
      typeof downloadableOrder
    >[0];

    await expect(downloadableOrder(deps, { ...GIVER, groups: [] }, ORDER_ID)).rejects.toThrow(GIFT_TEXTS.notClaimedYet);
  });
});

describe('POST /api/gifts/claim', { timeout: 20_000 }, () => {
  it("moves the order to the recipient's account: their orders, their name on the licence, a fresh window", async () => {
    // Prepare
    const token = await paidGift();

    // Act
    const result = await claim(RECIPIENT, token);

    // Assess: the recipient owns it, licensed in the name the giver wrote, without the giver's billing details
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: ORDER_ID, user_id: RECIPIENT.sub, licenceName: 'Kofi Boateng' });
    expect(result.body).not.toHaveProperty('billing');
    const item = await storedItem();
    expect(item).toMatchObject({
      user_id: RECIPIENT.sub,
      user_email: RECIPIENT.email,
      gsi1pk: `USER#${RECIPIENT.sub}#ORDERS`,
    });
    expect(item).not.toHaveProperty('gift_token_hash');
    expect(Date.parse(String(item.expires_at))).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    const recipientList = await listOrders(RECIPIENT);
    expect((recipientList.body.orders as { id: string }[]).map((o) => o.id)).toEqual([ORDER_ID]);
    // The giver keeps it on their page, claimed, with the receipt's details; the files are the recipient's now
    const giverList = await listOrders(GIVER);
    expect(giverList.body.orders).toEqual([
      expect.objectContaining({ id: ORDER_ID, gift: expect.objectContaining({ claimed_at: expect.any(String) }) }),
    ]);
    const giverView = (await getOrder(GIVER)).body;
    expect(giverView).toMatchObject({ billing: { name: 'Ama Mensah' }, user_email: 'kofi@example.com' });
    expect(JSON.stringify(giverView)).not.toContain(RECIPIENT.email);
    const deps = { orders: ordersRepository(engine.db, table), now: () => new Date() } as Parameters<
      typeof downloadableOrder
    >[0];
    await expect(downloadableOrder(deps, { ...GIVER, groups: [] }, ORDER_ID)).rejects.toThrow('Order not found');
    // The verified-purchase mark moved with it
    const purchase = await engine.db.send(
      new GetCommand({ TableName: table, Key: { pk: `USER#${RECIPIENT.sub}`, sk: 'PURCHASE#villa-01' } }),
    );
    expect(purchase.Item).toMatchObject({ order_id: ORDER_ID });
    const giverMark = await engine.db.send(
      new GetCommand({ TableName: table, Key: { pk: `USER#${GIVER.sub}`, sk: 'PURCHASE#villa-01' } }),
    );
    expect(giverMark.Item).toBeUndefined();
  });

  it('lets only one of two racing claims win, and the link never works again', async () => {
    const token = await paidGift();

    const answers = await Promise.all([claim(RECIPIENT, token), claim(STRANGER, token)]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)?.body.user_id;
    expect((await storedItem()).user_id).toBe(winner);
    const again = await claim({ sub: 'third-sub', email: 'third@example.com' }, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(GIFT_TEXTS.alreadyClaimed);
  });

  it('answers a wrong token like a missing order (404), and changes nothing', async () => {
    const token = await paidGift();

    const wrong = await claim(RECIPIENT, `${token.slice(0, -4)}AAAA`);
    const missing = await claim(RECIPIENT, token, 'no-such-order');

    expect([wrong.status, missing.status]).toEqual([404, 404]);
    expect(wrong.body.message).toBe(missing.body.message);
    expect((await storedItem()).user_id).toBe(GIVER.sub);
  });

  it('refuses an expired link', async () => {
    const token = await paidGift();
    await engine.db.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' },
        UpdateExpression: 'SET gift_token_expires_at = :past',
        ExpressionAttributeValues: { ':past': new Date(Date.now() - 1000).toISOString() },
      }),
    );

    const result = await claim(RECIPIENT, token);

    expect(result.status).toBe(404);
    expect(result.body.message).toBe(GIFT_TEXTS.linkInvalid);
  });

  it('refuses the giver claiming their own gift (403) and a refunded gift (410)', async () => {
    const token = await paidGift();

    const own = await claim(GIVER, token);
    await engine.db.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk: `ORDER#${ORDER_ID}`, sk: 'ORDER' },
        UpdateExpression: 'SET #s = :r, payment_status = :r',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':r': 'refunded' },
      }),
    );
    const refunded = await claim(RECIPIENT, token);

    expect(own.status).toBe(403);
    expect(refunded.status).toBe(410);
    expect((await storedItem()).user_id).toBe(GIVER.sub);
  });

  it('refuses a token that is not a token (400)', async () => {
    const result = await claim(RECIPIENT, 'short');
    expect(result.status).toBe(400);
  });
});

describe('POST /api/orders/{id}/gift/resend', { timeout: 20_000 }, () => {
  it('mails a fresh link to the same address and the old link stops working', async () => {
    const first = await paidGift();

    const result = await resend(GIVER);

    expect(result.status).toBe(200);
    expect(giftMails()).toHaveLength(2);
    expect(readMail(giftMails()[1] ?? '')).toMatch(/^To: kofi@example\.com\r$/m);
    const second = mailedToken();
    expect(second).not.toBe(first);
    expect((await claim(RECIPIENT, first)).status).toBe(404);
    expect((await claim(RECIPIENT, second)).status).toBe(200);
  });

  it('is the giver alone: the recipient, another account and staff get 404', async () => {
    await paidGift();

    const answers = await Promise.all([resend(RECIPIENT), resend(STRANGER), resend(ADMIN)]);

    expect(answers.map((a) => a.status)).toEqual([404, 404, 404]);
    expect(giftMails()).toHaveLength(1);
  });

  it('refuses once the gift is claimed, and after the most sends allowed', async () => {
    const token = await paidGift();
    for (let send = 1; send < GIFT_MAX_SENDS; send += 1) expect((await resend(GIVER)).status).toBe(200);

    const capped = await resend(GIVER);
    expect(capped.status).toBe(409);
    expect(giftMails()).toHaveLength(GIFT_MAX_SENDS);
    expect(token).not.toBe(mailedToken());
    await claim(RECIPIENT, mailedToken());
    const claimed = await resend(GIVER);
    expect(claimed.status).toBe(409);
    expect(claimed.body.message).toBe(GIFT_TEXTS.resendRefused);
  });

  it('refuses an unpaid gift', async () => {
    await seed(giftOrder());

    const result = await resend(GIVER);

    expect(result.status).toBe(409);
    expect(giftMails()).toHaveLength(0);
  });
});
