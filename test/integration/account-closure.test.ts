import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { FORMER_CUSTOMER_NAME } from '@shop/shared/accounts/account-closure';
import type { DownloadInfo } from '@shop/shared/orders/downloads';
import type { Order } from '@shop/shared/orders/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller, subOf } from '../support/api-client.ts';
import { readableMail } from '../support/mail-text.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { paidOrder, standIn } from '../support/paystack-stand-in.ts';
import { plainPng, settledPicture } from '../support/pictures.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

let shop: TestStack;
let clients: EmulatorClients;
let call: ApiCall;

const EMAIL = 'abena.closure@example.com';
const PASSWORD = 'Abena!plans2026x';
const GIVEN = 'Abenaclosure';
const FAMILY = 'Owusuclosure';
const PHONE = '+233 24 777 0199';

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  const { urls } = shop.stack;
  clients = emulatorClients({ dynamodb: urls.dynamodb, s3: urls.s3, cognito: urls.cognito });
}, 300_000);

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

/** Every item of the offline table (a test may Scan; the shop never does on a request). */
async function allItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await clients.documents.send(
      new ScanCommand({ TableName: shop.stack.tableName, ExclusiveStartKey: start }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every object of a bucket: its key and, for objects under 2 MB, its bytes read as text. */
async function allObjects(bucket: string): Promise<{ key: string; text: string }[]> {
  const objects: { key: string; text: string }[] = [];
  let token: string | undefined;
  do {
    const page = await clients.s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      const key = object.Key ?? '';
      let text = '';
      if ((object.Size ?? 0) < 2_000_000) {
        const { Body } = await clients.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        text = Buffer.from((await Body?.transformToByteArray()) ?? []).toString('latin1');
      }
      objects.push({ key, text });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

describe('closing an account on the offline stack', () => {
  it('leaves no personal data in the table or the buckets outside the fields kept for the accounts', async () => {
    // Prepare: a buyer with a profile, a picture, a paid order with an invoice, a review, a vote, a favourite and a
    // newsletter sign-up.
    const token = await shop.signUp(EMAIL, PASSWORD, { given: GIVEN, family: FAMILY });
    const sub = subOf(token);
    expect((await call('PUT', `/api/profiles/${sub}`, token, { phone: PHONE, city: 'Kpone' })).status).toBe(200);
    const photo = await plainPng(300, 300);
    const upload = await call<{ url: string; fields: Record<string, string>; publicUrl: string }>(
      'POST',
      '/api/upload/avatar',
      token,
      { contentType: 'image/png', size: photo.length },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.body.fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
    expect((await fetch(upload.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    expect((await settledPicture(call, token, upload.body.publicUrl)).body.status).toBe('ready');
    await call('PUT', `/api/profiles/${sub}`, token, { avatar_url: upload.body.publicUrl });

    const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=2');
    const [bought = '', saved = ''] = plans.body.plans.map((plan) => plan.id);
    const { orderId } = await paidOrder(shop, token, { email: EMAIL, planId: bought, packageType: 'basic' });
    expect((await call('POST', '/api/favorites', token, { planId: saved })).status).toBeLessThan(300);
    const reviewed = await call('POST', '/api/reviews', token, {
      plan_id: bought,
      rating: 4,
      title: 'Built it in Kpone',
      content: 'Clear sheets.',
    });
    expect(reviewed.status).toBe(201);
    // Another buyer's review, which this buyer finds helpful: the vote keeps the voter's sub on that review.
    const other = await shop.signIn('user');
    const theirs = await call('POST', '/api/reviews', other, {
      plan_id: saved,
      rating: 3,
      title: 'Fine',
      content: 'Ok.',
    });
    expect(theirs.status).toBe(201);
    const vote = await call('POST', `/api/reviews/${saved}/${theirs.body.id}/vote`, token, { vote: 'helpful' });
    expect(vote.status).toBe(200);
    expect((await call('POST', '/api/newsletter', undefined, { email: EMAIL, page: '/' })).status).toBeLessThan(300);
    const deliveredBefore = (await allObjects(shop.stack.buckets.planFiles)).filter((o) => o.key.includes(orderId));

    // The export holds it all.
    const exported = await fetch(`${shop.api}/api/account/data?format=json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const data = (await exported.json()) as Record<string, unknown> & { orders: Order[] };
    expect(exported.status).toBe(200);
    expect(data.orders.map((o) => o.id)).toEqual([orderId]);
    expect(JSON.stringify(data)).toContain(PHONE);

    // A visitor's review list of the bought plan is in the edge cache, with the buyer's name on it.
    const reviewList = async () => {
      const response = await fetch(`${shop.api}/api/reviews/${bought}`);
      return { cache: response.headers.get('x-cache'), text: await response.text() };
    };
    await reviewList();
    const cachedBefore = await reviewList();
    expect(cachedBefore.cache).toBe('Hit from cloudfront');
    expect(cachedBefore.text).toContain(GIVEN);

    // Act: a wrong password changes nothing; the right one closes the account.
    expect((await call('POST', '/api/account/close', token, { password: 'not-it', reviews: 'keep' })).status).toBe(400);
    const closed = await call('POST', '/api/account/close', token, { password: PASSWORD, reviews: 'keep' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, orders_kept: 1, reviews_kept: 1, favorites_removed: 1 });

    // Assess: visitors see the kept review under its new name at once, not the cached copy with the old one.
    const listAfter = await reviewList();
    expect(listAfter.text).toContain(FORMER_CUSTOMER_NAME);
    expect(listAfter.text).not.toContain(GIVEN);

    // The sign-in is gone and the old token is refused.
    await expect(shop.signInWith(EMAIL, PASSWORD)).rejects.toThrow();
    expect((await call('GET', '/api/favorites', token)).status).toBe(401);

    const needles = [EMAIL, GIVEN, FAMILY, PHONE, sub];
    const found = (text: string) => needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));

    const leftovers: string[] = [];
    for (const item of await allItems()) {
      const { billing: _billing, licenceName: _licence, ...rest } = item;
      // The order keeps the billing name and the licence's name (the invoice and the licence as issued).
      const checked = item.pk === `ORDER#${orderId}` && item.sk === 'ORDER' ? rest : item;
      // The revocation that refuses the account's old tokens names the sub, and expires with them.
      if (item.pk === `USER#${sub}` && item.sk === 'ACCESS') {
        expect(Object.keys(item).sort()).toEqual(['entity', 'pk', 'reason', 'revoked_at', 'sk', 'ttl']);
        continue;
      }
      const hits = found(JSON.stringify(checked));
      if (hits.length) leftovers.push(`${item.pk} ${item.sk}: ${hits.join(', ')}`);
    }
    expect(leftovers).toEqual([]);

    const order = (await allItems()).find((item) => item.pk === `ORDER#${orderId}` && item.sk === 'ORDER');
    expect(order).toMatchObject({ status: 'completed', user_email: '' });
    expect(String(order?.invoice_number)).toMatch(/^INV-\d{4}-\d{6}$/);

    for (const bucket of Object.values(shop.stack.buckets)) {
      for (const object of await allObjects(bucket)) {
        // The stamped copies and the licence already delivered stay as they were.
        if (object.key.startsWith(`deliveries/${orderId}/`)) continue;
        const hits = found(`${object.key}\n${object.text}`);
        if (hits.length) leftovers.push(`${bucket}/${object.key}: ${hits.join(', ')}`);
      }
    }
    expect(leftovers).toEqual([]);
    const deliveredAfter = (await allObjects(shop.stack.buckets.planFiles)).filter((o) => o.key.includes(orderId));
    expect(deliveredAfter).toEqual(deliveredBefore);
  }, 240_000);

  it('takes a giver out of the gift they gave once they close; the recipient keeps it and still downloads', async () => {
    // Prepare: a giver pays a gift (billed in their own name), the recipient claims it with their own account.
    const giverEmail = `efua.giver.${Date.now()}@example.com`;
    const giverName = { given: 'Efuagiver', family: 'Asantegiver' };
    const giverToken = await shop.signUp(giverEmail, PASSWORD, giverName);
    const giverSub = subOf(giverToken);
    const recipientEmail = `yaw.recipient.${Date.now()}@example.com`;
    const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
    const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', giverToken, {
      email: giverEmail,
      planId: plans.body.plans[0]?.id,
      packageType: 'basic',
      billing: { name: `${giverName.given} ${giverName.family}` },
      gift: { recipientEmail, recipientName: 'Yaw Darko', message: `From ${giverName.given}` },
    });
    expect(started.status).toBe(200);
    const { orderId, reference } = started.body;
    await standIn(shop, `/__test/transactions/${reference}/settle`, { outcome: 'success', channel: 'card' });
    await call('GET', `/api/payments/verify/${reference}`, giverToken);
    const dir = mailDirOf(shop);
    const giftMail = async () => {
      const [file] = (await readdir(dir).catch(() => [])).filter((name) =>
        name.includes(`-gift-claim-${recipientEmail}`),
      );
      return file ? readableMail(await readFile(join(dir, file), 'utf8')) : undefined;
    };
    await waitUntil(async () => Boolean(await giftMail()), 15_000);
    const claimToken = /token=([A-Za-z0-9_-]+)/.exec((await giftMail())?.text ?? '')?.[1] ?? '';
    const recipientToken = await shop.signUp(`yaw.own.${Date.now()}@example.org`, PASSWORD);
    expect((await call('POST', '/api/gifts/claim', recipientToken, { orderId, token: claimToken })).status).toBe(200);

    // Act: the giver closes their account.
    const closed = await call('POST', '/api/account/close', giverToken, { password: PASSWORD, reviews: 'remove' });
    expect(closed.status).toBe(200);

    // Assess: no item or object holds the giver's address, names or id, except the invoice's billing name on the
    // order they paid for (kept for the accounts, as on their own orders, and never shown to the recipient).
    const needles = [giverEmail, giverName.given, giverName.family, giverSub];
    const found = (text: string) => needles.filter((needle) => text.toLowerCase().includes(needle.toLowerCase()));
    const leftovers: string[] = [];
    for (const item of await allItems()) {
      const { billing: _billing, ...rest } = item;
      const checked = item.pk === `ORDER#${orderId}` && item.sk === 'ORDER' ? rest : item;
      if (item.pk === `USER#${giverSub}` && item.sk === 'ACCESS') continue;
      const hits = found(JSON.stringify(checked));
      if (hits.length) leftovers.push(`${item.pk} ${item.sk}: ${hits.join(', ')}`);
    }
    for (const bucket of Object.values(shop.stack.buckets)) {
      for (const object of await allObjects(bucket)) {
        const hits = found(`${object.key}\n${object.text}`);
        if (hits.length) leftovers.push(`${bucket}/${object.key}: ${hits.join(', ')}`);
      }
    }
    expect(leftovers).toEqual([]);

    // The recipient still holds the gift, from "Former customer", and downloads its files.
    const seen = await call<Order>('GET', `/api/orders/${orderId}`, recipientToken);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ licenceName: 'Yaw Darko', gift: { giver_name: FORMER_CUSTOMER_NAME } });
    expect(seen.body).not.toHaveProperty('billing');
    let info: DownloadInfo | undefined;
    await waitUntil(async () => {
      info = (await call<DownloadInfo>('GET', `/api/downloads/${orderId}`, recipientToken)).body;
      return info.status === 'ready';
    }, 30_000);
    const file = info?.files[0];
    const link = await call<{ location: string }>(
      'GET',
      `/api/downloads/${orderId}/file?filePath=${encodeURIComponent(file?.path ?? '')}&answer=link`,
      recipientToken,
    );
    expect(link.status).toBe(200);
    expect((await fetch(link.body.location)).status).toBe(200);
  }, 240_000);

  it('closes an account with a code mailed to its address, for a buyer who does not know their password', async () => {
    // Prepare: a buyer with a favourite, who asks for a code.
    const email = `kwesi.code.${Date.now()}@example.com`;
    const token = await shop.signUp(email, PASSWORD);
    const sub = subOf(token);
    const plans = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
    expect((await call('POST', '/api/favorites', token, { planId: plans.body.plans[0]?.id })).status).toBeLessThan(300);
    const sent = await call('POST', '/api/account/close/code', token);
    expect(sent.status).toBe(200);
    const dir = mailDirOf(shop);
    const codeMail = async () => {
      const [file] = (await readdir(dir).catch(() => [])).filter((name) =>
        name.includes(`-account-closure-code-${email}`),
      );
      return file ? readableMail(await readFile(join(dir, file), 'utf8')) : undefined;
    };
    await waitUntil(async () => Boolean(await codeMail()), 15_000);
    const code = /: (\d{6})/.exec((await codeMail())?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await allItems()).find((item) => item.pk === `USER#${sub}` && item.sk === 'CLOSURE_CODE');
    expect(JSON.stringify(stored)).not.toContain(code);

    // Act: a wrong code changes nothing; the mailed one closes the account.
    const wrong = await call('POST', '/api/account/close', token, {
      code: code === '000000' ? '111111' : '000000',
      reviews: 'remove',
    });
    const closed = await call('POST', '/api/account/close', token, { code, reviews: 'remove' });

    // Assess
    expect(wrong.status).toBe(400);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, favorites_removed: 1 });
    await expect(shop.signInWith(email, PASSWORD)).rejects.toThrow();
    const left = (await allItems()).filter((item) => JSON.stringify(item).includes(sub));
    expect(left.map((item) => `${item.pk} ${item.sk}`)).toEqual([`USER#${sub} ACCESS`]);
  }, 240_000);
});
