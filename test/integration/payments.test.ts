import { createHmac } from 'node:crypto';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminPlan, Package } from '@shop/shared/plans/plan';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { confirmationMailsFor as mailsOf, standIn as standInOf } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

let shop: TestStack;
let clients: EmulatorClients;
let buyerToken = '';
let otherBuyerToken = '';
let plan: AdminPlan;

let call: ApiCall;
const standIn = (path: string, body?: unknown) => standInOf(shop, path, body);
const confirmationMailsFor = (orderId: string) => mailsOf(shop, orderId);

interface Started {
  orderId: string;
  reference: string;
  amount: number;
}

async function startPayment(packageType: Package, token = buyerToken): Promise<Started> {
  const answer = await call<Started & { success: boolean; authorization_url: string }>(
    'POST',
    '/api/payments/initialize',
    token,
    // A tampered amount: the shop must charge the catalogue price whatever this says.
    { email: 'buyer@example.com', amount: 1, planId: plan.id, planTitle: plan.title, packageType, userId: 'someone' },
  );
  expect(answer.status).toBe(200);
  expect(answer.body.success).toBe(true);
  return answer.body;
}

/** A Basic payment started as the checkout sends it, untampered; answers the stand-in's hosted page. */
function startHostedPayment() {
  return call<{ authorization_url: string; reference: string }>('POST', '/api/payments/initialize', buyerToken, {
    email: 'buyer@example.com',
    planId: plan.id,
    packageType: 'basic',
  });
}

async function readPlanItem(id: string): Promise<Record<string, unknown>> {
  const { Item } = await clients.documents.send(
    new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `PLAN#${id}`, sk: 'PLAN' }, ConsistentRead: true }),
  );
  return Item ?? {};
}

async function storedFile(key: string): Promise<Buffer> {
  const object = await clients.s3.send(new GetObjectCommand({ Bucket: shop.stack.buckets.planFiles, Key: key }));
  return Buffer.from(await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray());
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  clients = emulatorClients(shop.stack.urls);
  buyerToken = await shop.signIn('user');
  otherBuyerToken = await shop.signUp('yaw.mensah@example.com', 'Yaw!plans2026x');
  const list = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
  plan = (await readPlanItem(list.body.plans[0]?.id ?? '')) as unknown as AdminPlan;
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

/** A Standard order of the buyer's, paid by card on the stand-in and verified: a test's own paid order. */
async function paidOrder(): Promise<Started> {
  const order = await startPayment('standard');
  await standIn(`/__test/transactions/${order.reference}/settle`, { outcome: 'success', channel: 'card' });
  const verified = await call<{ success: boolean }>('GET', `/api/payments/verify/${order.reference}`, buyerToken);
  expect(verified.body.success).toBe(true);
  return order;
}

describe('buying a plan through the Paystack stand-in', () => {
  it('charges the catalogue price for a card payment, completes the order and serves the seeded files', async () => {
    const cardOrder = await startPayment('standard');
    expect(cardOrder.amount).toBe(plan.standard_price);

    const settled = await standIn(`/__test/transactions/${cardOrder.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
    });
    const verified = await call<{ success: boolean; order: { id: string; status: string; channel: string } }>(
      'GET',
      `/api/payments/verify/${cardOrder.reference}`,
      buyerToken,
    );

    expect(settled.body.data).toMatchObject({ amount: Math.round(plan.standard_price * 100), currency: 'GHS' });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      order: { id: cardOrder.orderId, status: 'completed', channel: 'card' },
    });

    const download = await call<{
      expiresAt: string;
      files: { path: string; name: string; tier: string; url: string }[];
    }>('GET', `/api/downloads/${cardOrder.orderId}`, buyerToken);
    expect(download.status).toBe(200);
    const expectedKeys = [...plan.plan_files.basic, ...plan.plan_files.standard];
    expect(download.body.files.map((file) => decodeURIComponent(file.path)).sort()).toEqual(expectedKeys.sort());
    expect(download.body.files.map((file) => file.tier)).not.toContain('premium');
    const daysOpen = (new Date(download.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(daysOpen).toBeGreaterThan(6.99);
    expect(daysOpen).toBeLessThanOrEqual(7);

    // The link serves the buyer's stamped copy of each PDF: every sheet names the order (docs/decisions/0024).
    const first = download.body.files[0];
    if (!first) throw new Error('no file listed');
    const link = await call<{ location: string }>(
      'GET',
      `/api/downloads/${cardOrder.orderId}/file?filePath=${first.path}&answer=link`,
      buyerToken,
    );
    const viaLink = Buffer.from(await (await fetch(link.body.location)).arrayBuffer());
    expect(viaLink.equals(await storedFile(decodeURIComponent(first.path)))).toBe(false);
    const invoice = (await call<{ invoice_number: string }>('GET', `/api/orders/${cardOrder.orderId}`, buyerToken)).body
      .invoice_number;
    expect(invoice).toMatch(/^INV-\d{4}-\d{6}$/);
    for (const sheet of await pdfPageTexts(viaLink)) expect(sheet).toContain(`Order ${invoice}`);
  });

  it('redirects a double-encoded file path to the file as an attachment and counts the download', async () => {
    const cardOrder = await paidOrder();
    const key = plan.plan_files.standard[0] ?? '';
    const doubleEncoded = encodeURIComponent(encodeURIComponent(key));

    const redirect = await call(
      'GET',
      `/api/downloads/${cardOrder.orderId}/file?filePath=${doubleEncoded}`,
      buyerToken,
    );
    const file = await fetch(redirect.headers.get('location') ?? '');
    const order = await call<{ download_count: number }>('GET', `/api/orders/${cardOrder.orderId}`, buyerToken);

    expect(redirect.status).toBe(302);
    expect(file.headers.get('content-disposition')).toContain(`attachment; filename="${key.split('/').pop()}"`);
    const [sheet] = await pdfPageTexts(new Uint8Array(await file.arrayBuffer()));
    expect(sheet).toContain('Licensed for one build');
    expect(order.body.download_count).toBe(1);
  });

  it('refuses traversal, absolute and foreign paths', async () => {
    const cardOrder = await paidOrder();
    const path = (filePath: string) =>
      `/api/downloads/${cardOrder.orderId}/file?filePath=${encodeURIComponent(filePath)}`;
    const premiumKey = plan.plan_files.premium[0] ?? '';

    const traversal = await call('GET', path(`plans/${plan.id}/basic/../premium/x.pdf`), buyerToken);
    const encodedTraversal = await call('GET', path(encodeURIComponent('../../etc/passwd')), buyerToken);
    const absolute = await call('GET', path(`/${plan.plan_files.basic[0]}`), buyerToken);
    const notBought = await call('GET', path(premiumKey), buyerToken);

    expect(traversal.status).toBe(400);
    expect(encodedTraversal.status).toBe(400);
    expect(absolute.status).toBe(400);
    expect(notBought.status).toBe(404);
  });

  it("answers another buyer's download and order like missing ones", async () => {
    const cardOrder = await paidOrder();
    const download = await call('GET', `/api/downloads/${cardOrder.orderId}`, otherBuyerToken);
    const order = await call('GET', `/api/orders/${cardOrder.orderId}`, otherBuyerToken);
    const verify = await call('GET', `/api/payments/verify/${cardOrder.reference}`, otherBuyerToken);

    expect(download.status).toBe(404);
    expect(order.status).toBe(404);
    expect(verify.status).toBe(404);
  });

  it('keeps a mobile money payment pending while it awaits approval, then completes it', async () => {
    const started = await startPayment('premium');
    await standIn(`/__test/transactions/${started.reference}/settle`, { outcome: 'pending', channel: 'mobile_money' });

    const waiting = await call<{ success: boolean; status: string; message: string }>(
      'POST',
      '/api/payments/verify',
      buyerToken,
      { reference: started.reference },
    );
    await standIn(`/__test/transactions/${started.reference}/settle`, { outcome: 'success', channel: 'mobile_money' });
    const approved = await call<{ data: { success: boolean; order: { status: string; channel: string } } }>(
      'POST',
      '/api/payments/verify',
      buyerToken,
      { reference: started.reference },
    );
    const download = await call<{ files: { path: string; tier: string }[] }>(
      'GET',
      `/api/downloads/${started.orderId}`,
      buyerToken,
    );

    expect((waiting.body as unknown as { data: { success: boolean; status: string } }).data).toMatchObject({
      success: false,
      status: 'pending',
    });
    expect(approved.body.data).toMatchObject({
      success: true,
      order: { status: 'completed', channel: 'mobile_money' },
    });
    expect(new Set(download.body.files.map((file) => file.tier))).toEqual(new Set(['basic', 'standard', 'premium']));
    const zipKey = plan.plan_files.premium.find((key) => key.endsWith('.zip')) ?? '';
    const zip = download.body.files.find((file) => decodeURIComponent(file.path) === zipKey);
    const viaRedirect = await call('GET', `/api/downloads/${started.orderId}/file?filePath=${zip?.path}`, buyerToken);
    const bytes = Buffer.from(await (await fetch(viaRedirect.headers.get('location') ?? '')).arrayBuffer());
    // The archive is the buyer's own copy: the same entries, its PDFs stamped, everything else as uploaded.
    const served = await JSZip.loadAsync(bytes);
    const uploaded = await JSZip.loadAsync(await storedFile(zipKey));
    expect(Object.keys(served.files).sort()).toEqual(Object.keys(uploaded.files).sort());
    for (const name of Object.keys(uploaded.files).filter((entry) => !uploaded.files[entry]?.dir)) {
      const same = Buffer.from((await served.file(name)?.async('uint8array')) ?? []).equals(
        Buffer.from((await uploaded.file(name)?.async('uint8array')) ?? []),
      );
      expect({ name, same }).toEqual({ name, same: !name.endsWith('.pdf') });
    }
  });

  it('completes once under 100 duplicate webhooks, 10 at a time, with verify calls in between', async () => {
    const before = Number((await readPlanItem(plan.id)).downloads);
    const started = await startPayment('basic');
    await standIn(`/__test/transactions/${started.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
      webhook: false,
    });

    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const round = await Promise.all([
        ...Array.from({ length: 10 }, () => standIn(`/__test/transactions/${started.reference}/webhook`)),
        call('GET', `/api/payments/verify/${started.reference}`, buyerToken),
      ]);
      for (const answer of round.slice(0, 10))
        statuses.push(Number((answer.body.webhook as { firstStatus: number }).firstStatus));
    }
    const order = await call<{ status: string; paid_at: string }>('GET', `/api/orders/${started.orderId}`, buyerToken);
    const after = Number((await readPlanItem(plan.id)).downloads);

    expect(statuses).toHaveLength(100);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(order.body.status).toBe('completed');
    expect(after - before).toBe(1);
    expect(await confirmationMailsFor(started.orderId)).toBe(1);
  });

  it('marks an order failed when Paystack reports another amount, and grants nothing', async () => {
    const started = await startPayment('basic');
    const wrongAmount = Math.round(plan.basic_price * 100) - 100;

    await standIn(`/__test/transactions/${started.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
      amount: wrongAmount,
    });
    const verified = await call<{ success: boolean; order: { status: string; failure_reason: string } }>(
      'GET',
      `/api/payments/verify/${started.reference}`,
      buyerToken,
    );
    const download = await call('GET', `/api/downloads/${started.orderId}`, buyerToken);

    expect(verified.body.success).toBe(false);
    expect(verified.body.order.status).toBe('failed');
    expect(verified.body.order.failure_reason).toContain('expected');
    expect(download.status).toBe(409);
    expect(await confirmationMailsFor(started.orderId)).toBe(0);
  });

  it('refuses a forged or missing webhook signature with 401 and writes nothing', async () => {
    const started = await startPayment('basic');
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        status: 'success',
        reference: started.reference,
        amount: Math.round(plan.basic_price * 100),
        currency: 'GHS',
        channel: 'card',
      },
    });
    const post = (headers: Record<string, string>) =>
      fetch(`${shop.api}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });

    const forged = await post({
      'x-paystack-signature': createHmac('sha512', 'sk_test_not_the_key').update(body).digest('hex'),
    });
    const missing = await post({});
    const order = await call<{ status: string }>('GET', `/api/orders/${started.orderId}`, buyerToken);

    expect(forged.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(order.body.status).toBe('pending');
    expect(await confirmationMailsFor(started.orderId)).toBe(0);
  });

  it('acknowledges a signed webhook for an unknown reference and ignores it', async () => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { status: 'success', reference: 'not-ours-123', amount: 100, currency: 'GHS' },
    });
    const signature = createHmac('sha512', shop.stack.info.paystack.secretKey).update(body).digest('hex');

    const response = await fetch(`${shop.api}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
      body,
    });

    expect(response.status).toBe(200);
  });

  it('answers 410 Download Link Expired once the 7-day window is over', async () => {
    const cardOrder = await paidOrder();
    await clients.documents.send(
      new UpdateCommand({
        TableName: shop.stack.tableName,
        Key: { pk: `ORDER#${cardOrder.orderId}`, sk: 'ORDER' },
        UpdateExpression: 'SET paid_at = :paid, expires_at = :expires',
        ExpressionAttributeValues: { ':paid': '2026-01-01T00:00:00.000Z', ':expires': '2026-01-08T00:00:00.000Z' },
      }),
    );

    const download = await call('GET', `/api/downloads/${cardOrder.orderId}`, buyerToken);
    const file = await call(
      'GET',
      `/api/downloads/${cardOrder.orderId}/file?filePath=${encodeURIComponent(plan.plan_files.basic[0] ?? '')}`,
      buyerToken,
    );

    expect(download.status).toBe(410);
    expect(download.body.message).toBe('Download Link Expired');
    expect(file.status).toBe(410);
  });

  it("pays on the stand-in's hosted page by card and comes back to /payment/verify with the reference", async () => {
    const answer = await startHostedPayment();
    const page = await (await fetch(answer.body.authorization_url)).text();
    const payByCard = await fetch(`${answer.body.authorization_url}/card`, { method: 'POST', redirect: 'manual' });
    const back = new URL(payByCard.headers.get('location') ?? '');
    await waitUntil(
      async () =>
        (await call<{ success: boolean }>('GET', `/api/payments/verify/${answer.body.reference}`, buyerToken)).body
          .success,
    );

    expect(page).toContain('Pay with card');
    expect(page).toContain('Pay with mobile money');
    expect(page).toContain('Cancel payment');
    expect(back.pathname).toBe('/payment/verify');
    expect(back.searchParams.get('reference')).toBe(answer.body.reference);
    expect(back.searchParams.get('trxref')).toBe(answer.body.reference);
  });

  it('shows a waiting page for mobile money and redirects back once the phone approves', async () => {
    const answer = await startHostedPayment();

    const chosen = await fetch(`${answer.body.authorization_url}/mobile_money`, { method: 'POST', redirect: 'manual' });
    const waiting = await (await fetch(answer.body.authorization_url, { redirect: 'manual' })).text();
    const pending = await call<{ status: string }>('GET', `/api/payments/verify/${answer.body.reference}`, buyerToken);
    let back: URL | undefined;
    await waitUntil(async () => {
      const page = await fetch(answer.body.authorization_url, { redirect: 'manual' });
      if (page.status === 302) back = new URL(page.headers.get('location') ?? '');
      return page.status === 302;
    });
    await waitUntil(
      async () =>
        (await call<{ success: boolean }>('GET', `/api/payments/verify/${answer.body.reference}`, buyerToken)).body
          .success,
    );

    expect(chosen.status).toBe(303);
    expect(waiting).toContain('Approve the payment on your phone');
    expect(pending.body.status).toBe('pending');
    expect(back?.searchParams.get('reference')).toBe(answer.body.reference);
  });

  it('keeps a cancelled payment from completing and says it was not finished', async () => {
    const answer = await startHostedPayment();

    const cancel = await fetch(`${answer.body.authorization_url}/cancel`, { method: 'POST', redirect: 'manual' });
    const verified = await call<{ success: boolean; status: string; message: string }>(
      'GET',
      `/api/payments/verify/${answer.body.reference}`,
      buyerToken,
    );

    expect(cancel.status).toBe(303);
    // Shown as cancelled at once (decision 0020), not left pending until reconciliation writes it off.
    expect(verified.body).toMatchObject({ success: false, status: 'cancelled' });
    expect(verified.body.message).toContain('not finished');
  });

  it('refuses a verify without a reference in the shop’s words', async () => {
    const answer = await call('POST', '/api/payments/verify', buyerToken, {});

    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('No payment reference found');
  });

  it("lists the buyer's orders newest first and sums only completed ones on the dashboard", async () => {
    // Prepare: a purchase and a download of the test's own, so the activity has both whatever ran before
    const order = await paidOrder();
    const firstFile = encodeURIComponent(plan.plan_files.basic[0] ?? '');
    const downloaded = await call('GET', `/api/downloads/${order.orderId}/file?filePath=${firstFile}`, buyerToken);
    expect(downloaded.status).toBe(302);

    const list = await call<{ orders: { status: string; amount: number; created_at: string }[] }>(
      'GET',
      '/api/orders',
      buyerToken,
    );
    const me = JSON.parse(Buffer.from(buyerToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string };
    const analytics = await call<{ totalOrders: number; totalSpent: number; activity: { kind: string }[] }>(
      'GET',
      `/api/analytics/user/${me.sub}`,
      buyerToken,
    );
    const someoneElse = await call('GET', `/api/analytics/user/${me.sub}`, otherBuyerToken);

    const times = list.body.orders.map((order) => order.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const completedSum =
      list.body.orders.filter((o) => o.status === 'completed').reduce((sum, o) => sum + o.amount * 100, 0) / 100;
    // Total Orders counts the paid orders: completed and refunded, never failed, cancelled or pending attempts.
    const paid = list.body.orders.filter((o) => o.status === 'completed' || o.status === 'refunded');
    expect(analytics.body.totalOrders).toBe(paid.length);
    expect(analytics.body.totalSpent).toBeCloseTo(completedSum, 2);
    expect(analytics.body.activity.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['purchase', 'download']),
    );
    expect(someoneElse.status).toBe(403);
  });
});
