import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DownloadInfo } from '@shop/shared/orders/downloads';
import { GIFT_TEXTS, giftState } from '@shop/shared/orders/gift';
import type { Order } from '@shop/shared/orders/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { readableMail } from '../support/mail-text.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

let shop: TestStack;
let call: ApiCall;
let giverToken = '';
let planId = '';
const PASSWORD = 'Tema2026house';

/** The gift mails the stack wrote to an address, oldest first, as a mail program shows them. */
async function giftMailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const dir = mailDirOf(shop);
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.includes(`-gift-claim-${address}`)).sort();
  return Promise.all(files.map(async (file) => readableMail(await readFile(join(dir, file), 'utf8'))));
}

const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

/** A gift bought through the API and paid by card at the Paystack stand-in; answers its order and first link. */
async function paidGift(recipientEmail: string, language: 'en' | 'fr' = 'en') {
  const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', giverToken, {
    email: 'buyer@example.com',
    planId,
    packageType: 'basic',
    billing: { name: 'Ama Mensah' },
    gift: { recipientEmail, recipientName: 'Kofi Boateng', message: 'For the house <b>in Kumasi</b>', language },
  });
  expect(started.status).toBe(200);
  const { orderId, reference } = started.body;
  await standIn(shop, `/__test/transactions/${reference}/settle`, { outcome: 'success', channel: 'card' });
  await call('GET', `/api/payments/verify/${reference}`, giverToken);
  await waitUntil(async () => (await giftMailsTo(recipientEmail)).length > 0, 15_000);
  const [mail] = await giftMailsTo(recipientEmail);
  return { orderId, mail: mail as { subject: string; text: string }, token: tokenIn(mail?.text ?? '') };
}

const claim = (token: string, orderId: string, as: string) =>
  call<Order & { message?: string }>('POST', '/api/gifts/claim', as, { orderId, token });

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  giverToken = await shop.signIn('user');
  const list = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
  planId = list.body.plans[0]?.id ?? '';
});

afterAll(async () => {
  await shop?.stop();
});

describe('a plan given through Paystack and claimed by its recipient', () => {
  it("mails one link; a new account claims it once; the licence, stamps and orders are the recipient's", async () => {
    // Prepare: a paid gift, and the recipient's own account under another address than the one mailed
    const recipientEmail = `kofi.${Date.now()}@example.com`;
    const { orderId, mail, token } = await paidGift(recipientEmail);
    const recipientToken = await shop.signUp(`kofi.own.${Date.now()}@example.org`, PASSWORD);
    const otherToken = await shop.signUp(`yaw.${Date.now()}@example.com`, PASSWORD);

    // Assess the mail: one, to the address written, with the message as text
    expect(mail.subject).toContain('has given you a house plan');
    expect(mail.text).toContain('For the house <b>in Kumasi</b>');
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Before the claim: the giver sees it sent, and cannot download it
    const before = (await call<Order>('GET', `/api/orders/${orderId}`, giverToken)).body;
    expect(before.gift).toMatchObject({ recipient_email: recipientEmail, send_count: 1 });
    expect((await call('GET', `/api/downloads/${orderId}`, giverToken)).status).toBe(409);

    // Act: the recipient claims; a second account tries the same link after
    const claimed = await claim(token, orderId, recipientToken);
    const second = await claim(token, orderId, otherToken);

    // Assess: one winner; the order is theirs, in their name, stamped for them
    expect(claimed.status).toBe(200);
    expect(claimed.body.licenceName).toBe('Kofi Boateng');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(GIFT_TEXTS.alreadyClaimed);
    const theirs = await call<{ orders: Order[] }>('GET', '/api/orders', recipientToken);
    expect(theirs.body.orders.map((order) => order.id)).toContain(orderId);
    let info: DownloadInfo | undefined;
    await waitUntil(async () => {
      info = (await call<DownloadInfo>('GET', `/api/downloads/${orderId}`, recipientToken)).body;
      return info.status === 'ready';
    }, 30_000);
    const pdf = info?.files.find((file) => file.name.endsWith('.pdf'));
    expect(pdf).toBeDefined();
    const link = await call<{ location: string }>(
      'GET',
      `/api/downloads/${orderId}/file?filePath=${encodeURIComponent(pdf?.path ?? '')}&answer=link`,
      recipientToken,
    );
    const sheets = await pdfPageTexts(new Uint8Array(await (await fetch(link.body.location)).arrayBuffer()));
    expect(sheets[0]).toContain('Licensed to Kofi Boateng');
    // The giver keeps the order with its state and the invoice; its files are no longer theirs
    const giverList = await call<{ orders: Order[] }>('GET', '/api/orders', giverToken);
    const given = giverList.body.orders.find((order) => order.id === orderId);
    expect(given?.gift?.claimed_at).toEqual(expect.any(String));
    expect((await call('GET', `/api/orders/${orderId}/documents/invoice`, giverToken)).status).toBe(200);
    expect((await call('GET', `/api/orders/${orderId}/documents/invoice`, recipientToken)).status).toBe(404);
    expect((await call('GET', `/api/downloads/${orderId}`, giverToken)).status).toBe(404);
    expect((await call('POST', `/api/orders/${orderId}/gift/resend`, giverToken)).status).toBe(409);
  });

  it('re-sends an unclaimed gift with a fresh link, in French when chosen; the first link stops working', async () => {
    const recipientEmail = `efua.${Date.now()}@example.com`;
    const { orderId, mail, token: first } = await paidGift(recipientEmail, 'fr');
    const recipientToken = await shop.signUp(`efua.own.${Date.now()}@example.com`, PASSWORD);

    const resent = await call('POST', `/api/orders/${orderId}/gift/resend`, giverToken);

    expect(mail.subject).toContain('vous offre un plan de maison');
    expect(resent.status).toBe(200);
    await waitUntil(async () => (await giftMailsTo(recipientEmail)).length === 2);
    const latest = tokenIn((await giftMailsTo(recipientEmail))[1]?.text ?? '');
    expect(latest).not.toBe(first);
    expect((await claim(first, orderId, recipientToken)).status).toBe(404);
    expect((await claim(latest, orderId, recipientToken)).status).toBe(200);
  });
  it('refunds an unclaimed gift under the usual policy: the giver sees it refunded and the link no longer claims', async () => {
    // Prepare: a paid gift nobody has claimed yet
    const recipientEmail = `ama.${Date.now()}@example.com`;
    const { orderId, token } = await paidGift(recipientEmail);
    const recipientToken = await shop.signUp(`ama.own.${Date.now()}@example.com`, PASSWORD);
    const adminToken = await shop.signIn('admin');

    // Act: staff refund it (nothing was downloaded: the files wait for the claim)
    const refunded = await call<Order>('POST', `/api/orders/${orderId}/refund`, adminToken, {
      reason: 'The recipient already has this plan',
    });

    // Assess
    expect(refunded.status).toBe(200);
    const seen = (await call<Order>('GET', `/api/orders/${orderId}`, giverToken)).body;
    expect(giftState(seen)).toBe('refunded');
    const late = await claim(token, orderId, recipientToken);
    expect(late.status).toBe(410);
    expect(late.body.message).toBe(GIFT_TEXTS.notAvailable);
    expect((await call('POST', `/api/orders/${orderId}/gift/resend`, giverToken)).status).toBe(409);
  });
});
