import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEvent } from '@shop/shared/admin/audit';
import type { AdminOrderRow } from '@shop/shared/admin/orders';
import type { DownloadInfo } from '@shop/shared/orders/downloads';
import { LIBRARY_TEXTS, type LibraryResponse } from '@shop/shared/orders/library';
import type { Order } from '@shop/shared/orders/order';
import { REFUND_TEXTS } from '@shop/shared/orders/staff-actions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

/*
 * The buyer's plan library and refund requests against the offline stack: real tables, the delivery Lambda, the
 * Paystack stand-in (charges and refunds), mails written to files.
 */

let shop: TestStack;
let clients: EmulatorClients;
let call: ApiCall;
let buyerToken = '';
let adminToken = '';
let superToken = '';
let planIds: string[] = [];
const BUYER = { email: 'abena.library@example.com', password: 'Abena!plans2026x' };

async function buy(planId: string, packageType: 'basic' | 'standard' | 'premium' = 'basic'): Promise<string> {
  const started = await call<{ orderId: string; reference: string }>('POST', '/api/payments/initialize', buyerToken, {
    email: BUYER.email,
    planId,
    packageType,
  });
  expect(started.status).toBe(200);
  await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, { outcome: 'success', channel: 'card' });
  await call('GET', `/api/payments/verify/${started.body.reference}`, buyerToken);
  return started.body.orderId;
}

async function readyDownload(orderId: string): Promise<DownloadInfo> {
  let info: DownloadInfo | undefined;
  await waitUntil(async () => {
    const answer = await call<DownloadInfo>('GET', `/api/downloads/${orderId}`, buyerToken);
    expect(answer.status).toBe(200);
    info = answer.body;
    return info.status === 'ready';
  }, 30_000);
  return info as DownloadInfo;
}

const order = async (id: string) => (await call<Order>('GET', `/api/orders/${id}`, buyerToken)).body;

/** Moves an order's purchase (and its delivery, when made) months back: its window closed long ago. */
async function ageOrder(orderId: string) {
  await clients.documents.send(
    new UpdateCommand({
      TableName: shop.stack.tableName,
      Key: { pk: `ORDER#${orderId}`, sk: 'ORDER' },
      UpdateExpression: 'SET paid_at = :paid, expires_at = :expires',
      ExpressionAttributeValues: { ':paid': '2026-05-01T10:00:00.000Z', ':expires': '2026-05-08T10:00:00.000Z' },
    }),
  );
  const delivery = await deliveryItem(orderId);
  if (delivery) {
    await clients.documents.send(
      new UpdateCommand({
        TableName: shop.stack.tableName,
        Key: { pk: `ORDER#${orderId}`, sk: 'DELIVERY' },
        UpdateExpression: 'SET ready_at = :made',
        ExpressionAttributeValues: { ':made': '2026-05-01T10:01:00.000Z' },
      }),
    );
  }
}

async function deliveryItem(orderId: string) {
  const { Item } = await clients.documents.send(
    new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `ORDER#${orderId}`, sk: 'DELIVERY' } }),
  );
  return Item;
}

async function mailsTo(kind: string, to: string): Promise<string[]> {
  const dir = join(shop.stack.dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes(`-${kind}-${to}`));
  return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
}

async function auditActions(orderId: string): Promise<string[]> {
  const answer = await call<{ events: AuditEvent[] }>('GET', '/api/admin/activity?limit=100', adminToken);
  return answer.body.events.filter((event) => event.target_id === orderId).map((event) => event.action);
}

beforeAll(async () => {
  shop = await startTestStack('none');
  clients = emulatorClients(shop.stack.urls);
  call = apiCaller(shop.api);
  buyerToken = await shop.signUp(BUYER.email, BUYER.password);
  adminToken = await shop.signIn('admin');
  superToken = await shop.signIn('super_admin');
  const list = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=8');
  planIds = list.body.plans.map((plan) => plan.id);
  expect(planIds.length).toBeGreaterThanOrEqual(5);
});

afterAll(async () => {
  destroyClients(clients);
  await shop?.stop();
});

describe('My plans: the buyer reopens a window that closed months ago', () => {
  it('lists the plan by its highest package, reopens it once for two racing clicks, and serves new stamped copies', async () => {
    // Prepare: Basic then Premium of one plan, downloaded in May; the windows closed months ago
    const planId = planIds[0] ?? '';
    const basic = await buy(planId, 'basic');
    const premium = await buy(planId, 'premium');
    await readyDownload(premium);
    await ageOrder(basic);
    await ageOrder(premium);

    // Act
    const before = await call<LibraryResponse>('GET', '/api/library', buyerToken);
    const clicks = await Promise.all([
      call<Order>('POST', `/api/library/${premium}/reopen`, buyerToken, {}),
      call<Order>('POST', `/api/library/${premium}/reopen`, buyerToken, {}),
    ]);
    const info = await readyDownload(premium);
    const after = await call<LibraryResponse>('GET', '/api/library', buyerToken);

    // Assess: one row for the plan, by its Premium order, closed, 3 reopenings a year
    expect(before.status).toBe(200);
    expect(before.body.plans).toEqual([
      expect.objectContaining({
        plan_id: planId,
        package_type: 'premium',
        order_id: premium,
        order_ids: [premium, basic],
        window_open: false,
        reopenings_left: 3,
        reopen_refusal: null,
      }),
    ]);
    // Two racing clicks reopen (and count) once
    expect(clicks.map((c) => c.status).sort()).toEqual([200, 409]);
    const opened = clicks.find((c) => c.status === 200)?.body;
    const days = (Date.parse(opened?.expires_at ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(after.body.plans[0]).toMatchObject({ window_open: true, reopenings_left: 2 });
    // The downloads are back, from a delivery made now (new stamped copies of the current files)
    expect(info.files.length).toBeGreaterThan(0);
    expect(Date.parse(String((await deliveryItem(premium))?.ready_at))).toBeGreaterThan(Date.now() - 5 * 60_000);
    // One mail, one audit entry by the buyer
    expect(await mailsTo('order-window-extended', BUYER.email)).toHaveLength(1);
    expect(await auditActions(premium)).toEqual(['order.reopen-window']);
  });

  it('enforces the allowance staff set on the server: beyond it the buyer is told to ask staff', async () => {
    const planId = planIds[1] ?? '';
    const orderId = await buy(planId);
    await ageOrder(orderId);
    const saved = await call('PUT', '/api/settings', adminToken, { library_free_reopenings: 1 });
    expect(saved.status).toBe(200);

    const first = await call('POST', `/api/library/${orderId}/reopen`, buyerToken, {});
    await ageOrder(orderId);
    const second = await call('POST', `/api/library/${orderId}/reopen`, buyerToken, {});
    const row = (await call<LibraryResponse>('GET', '/api/library', buyerToken)).body.plans.find(
      (plan) => plan.order_id === orderId,
    );
    await call('PUT', '/api/settings', adminToken, { library_free_reopenings: 3 });

    expect(first.status).toBe(200);
    expect(second.status).toBe(403);
    expect(second.body.message).toBe(LIBRARY_TEXTS.limitReached);
    expect(row).toMatchObject({ window_open: false, reopenings_left: 0, reopen_refusal: LIBRARY_TEXTS.limitReached });
  });
});

describe('Ask for a refund', () => {
  it('grants a request inside the policy at once through Paystack; the plan leaves the library', async () => {
    const orderId = await buy(planIds[2] ?? '');

    const asked = await call<Order>('POST', `/api/orders/${orderId}/refund-request`, buyerToken, {
      reason: 'I chose the wrong plan',
    });
    await waitUntil(async () => (await mailsTo('order-refund', BUYER.email)).length > 0, 20_000);
    const again = await call('POST', `/api/orders/${orderId}/refund-request`, buyerToken, { reason: 'Once more' });
    const library = await call<LibraryResponse>('GET', '/api/library', buyerToken);

    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ status: 'refunded', refund_request: { status: 'granted' } });
    expect((await order(orderId)).refund_status).not.toBeNull();
    expect(again.status).toBe(409);
    expect(library.body.plans.map((plan) => plan.order_id)).not.toContain(orderId);
    expect(await auditActions(orderId)).toContain('order.refund');
  });

  it('keeps a request outside the policy for staff, who see it on the order and decline it with a reason', async () => {
    // Prepare: a file downloaded (counted by the file route), so the money-back promise no longer applies
    const orderId = await buy(planIds[3] ?? '');
    const info = await readyDownload(orderId);
    const file = info.files[0];
    const link = await call(
      'GET',
      `/api/downloads/${orderId}/file?filePath=${encodeURIComponent(file?.path ?? '')}&answer=link`,
      buyerToken,
    );
    expect(link.status).toBe(200);

    // Act
    const asked = await call<Order>('POST', `/api/orders/${orderId}/refund-request`, buyerToken, {
      reason: 'My builder wants another layout',
    });
    const rows = await call<{ orders: AdminOrderRow[] }>('GET', '/api/admin/orders?limit=100', adminToken);
    const byAdmin = await call('POST', `/api/orders/${orderId}/refund-request/decision`, adminToken, {
      grant: true,
      reason: 'Goodwill',
    });
    const declined = await call<Order>('POST', `/api/orders/${orderId}/refund-request/decision`, adminToken, {
      grant: false,
      reason: 'The drawings were downloaded; we can adapt the layout instead',
    });

    // Assess
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      status: 'completed',
      refund_request: { status: 'pending', policy_refusal: REFUND_TEXTS.downloaded },
    });
    expect(rows.body.orders.find((row) => row.id === orderId)?.refund_request).toMatchObject({
      status: 'pending',
      reason: 'My builder wants another layout',
    });
    expect(byAdmin.status).toBe(403);
    expect(declined.status).toBe(200);
    expect((await order(orderId)).refund_request).toMatchObject({
      status: 'declined',
      decision_reason: 'The drawings were downloaded; we can adapt the layout instead',
    });
    expect((await mailsTo('order-refund-declined', BUYER.email)).join('\n')).toContain('we can adapt the layout');
    expect(await auditActions(orderId)).toEqual(
      expect.arrayContaining(['order.refund-request', 'order.refund-request.decline']),
    );
  });

  it('lets a super admin grant a request outside the policy, refunded through Paystack', async () => {
    const orderId = await buy(planIds[4] ?? '');
    await ageOrder(orderId);
    const asked = await call<Order>('POST', `/api/orders/${orderId}/refund-request`, buyerToken, {
      reason: 'Building was postponed',
    });

    const granted = await call<Order>('POST', `/api/orders/${orderId}/refund-request/decision`, superToken, {
      grant: true,
      reason: 'Goodwill for a postponed build',
    });

    expect(asked.body.refund_request).toMatchObject({ status: 'pending', policy_refusal: REFUND_TEXTS.tooLate });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ status: 'refunded', refund_request: { status: 'granted' } });
  });
});
