import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Order } from '@shop/shared/orders/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller, subOf } from '../support/api-client.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';
import { plainPng, settledPicture } from '../support/pictures.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

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

    // Act: a wrong password changes nothing; the right one closes the account.
    expect((await call('POST', '/api/account/close', token, { password: 'not-it', reviews: 'keep' })).status).toBe(400);
    const closed = await call('POST', '/api/account/close', token, { password: PASSWORD, reviews: 'keep' });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed: true, orders_kept: 1, reviews_kept: 1, favorites_removed: 1 });

    // Assess: the sign-in is gone and the old token is refused.
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
});
