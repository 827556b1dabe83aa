import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DeliveredFile, DownloadInfo } from '@shop/shared/orders/downloads';
import type { Order } from '@shop/shared/orders/order';
import type { PlanOffers } from '@shop/shared/orders/plan-extras';
import type { AdminPlan } from '@shop/shared/plans/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destroyClients, type EmulatorClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { type ApiCall, apiCaller } from '../support/api-client.ts';
import { confirmationMailsFor, paidOrder, standIn } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';
import { waitUntil } from '../support/wait-until.ts';

const BUYER = { email: 'kofi.boateng@example.com', password: 'Kofi!plans2026x' };

let shop: TestStack;
let clients: EmulatorClients;
let call: ApiCall;
let buyerToken = '';
let adminToken = '';
let superAdminToken = '';
let plan: AdminPlan;

async function readPlan(id: string): Promise<AdminPlan> {
  const { Item } = await clients.documents.send(
    new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `PLAN#${id}`, sk: 'PLAN' }, ConsistentRead: true }),
  );
  return Item as AdminPlan;
}

const offers = async (token = buyerToken) =>
  (await call<PlanOffers>('GET', `/api/plans/${plan.id}/offers`, token)).body;

async function readyDownload(orderId: string): Promise<DownloadInfo> {
  let info: DownloadInfo | undefined;
  await waitUntil(async () => {
    info = (await call<DownloadInfo>('GET', `/api/downloads/${orderId}`, buyerToken)).body;
    return info.status === 'ready';
  }, 30_000);
  return info as DownloadInfo;
}

async function fetched(orderId: string, file: { path: string }): Promise<Uint8Array> {
  const query = `filePath=${encodeURIComponent(file.path)}&answer=link`;
  const link = await call<{ location: string }>('GET', `/api/downloads/${orderId}/file?${query}`, buyerToken);
  const response = await fetch(link.body.location);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function invoiceText(orderId: string): Promise<string> {
  const response = await fetch(`${shop.api}/api/orders/${orderId}/documents/invoice`, {
    headers: { authorization: `Bearer ${buyerToken}` },
  });
  expect(response.status).toBe(200);
  return (await pdfPageTexts(new Uint8Array(await response.arrayBuffer())))[0] ?? '';
}

beforeAll(async () => {
  shop = await startTestStack('none');
  call = apiCaller(shop.api);
  clients = emulatorClients(shop.stack.urls);
  buyerToken = await shop.signUp(BUYER.email, BUYER.password, { given: 'Kofi', family: 'Boateng' });
  adminToken = await shop.signIn('admin');
  superAdminToken = await shop.signIn('super_admin');
  const list = await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1');
  plan = await readPlan(list.body.plans[0]?.id ?? '');
});

afterAll(async () => {
  if (clients) destroyClients(clients);
  await shop?.stop();
});

describe('a Basic buyer upgrades to Premium, then adds a build', () => {
  let base: { orderId: string; reference: string };
  let upgradeId = '';

  it('offers nothing before the buyer holds the plan, and a visitor must sign in', async () => {
    expect(await offers()).toEqual({ held: null, upgrades: [], extraBuild: null, builds: [] });
    expect((await call('GET', `/api/plans/${plan.id}/offers`)).status).toBe(401);
    const refused = await call('POST', '/api/payments/initialize', buyerToken, {
      email: BUYER.email,
      planId: plan.id,
      packageType: 'premium',
      kind: 'upgrade',
    });
    expect(refused.status).toBe(409);
  });

  it('charges the difference of today’s prices, completes once under racing duplicate webhooks and verify calls', async () => {
    base = await paidOrder(shop, buyerToken, { email: BUYER.email, planId: plan.id, packageType: 'basic' });
    const difference = plan.premium_price - plan.basic_price;
    const offered = await offers();
    expect(offered.held).toEqual({ packageType: 'basic', orderId: base.orderId, reference: base.reference });
    expect(offered.upgrades).toEqual([
      { packageType: 'standard', price: plan.standard_price - plan.basic_price },
      { packageType: 'premium', price: difference },
    ]);

    // A tampered amount: the server prices the upgrade itself.
    const started = await call<{ orderId: string; reference: string; amount: number }>(
      'POST',
      '/api/payments/initialize',
      buyerToken,
      { email: BUYER.email, planId: plan.id, packageType: 'premium', kind: 'upgrade', amount: 1 },
    );
    expect(started.status).toBe(200);
    expect(started.body.amount).toBe(difference);
    upgradeId = started.body.orderId;
    const settled = await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
      webhook: false,
    });
    expect(settled.body.data).toMatchObject({ amount: Math.round(difference * 100), currency: 'GHS' });

    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => standIn(shop, `/__test/transactions/${started.body.reference}/webhook`)),
        call('GET', `/api/payments/verify/${started.body.reference}`, buyerToken),
      ]);
      for (const answer of answers.slice(0, 10))
        statuses.push(Number((answer.body.webhook as { firstStatus: number }).firstStatus));
    }

    const order = (await call<Order>('GET', `/api/orders/${upgradeId}`, buyerToken)).body;
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(order).toMatchObject({
      status: 'completed',
      kind: 'upgrade',
      package_type: 'premium',
      upgraded_from: 'basic',
      base_order_id: base.orderId,
    });
    await waitUntil(async () => (await confirmationMailsFor(shop, upgradeId)) >= 1, 10_000);
    expect(await confirmationMailsFor(shop, upgradeId)).toBe(1);
    // The invoice names it an upgrade of the Basic order.
    expect(await invoiceText(upgradeId)).toContain(`Upgrade of order ${base.reference}`);
  });

  it('delivers the Premium tier’s files stamped in the buyer’s name, with a certificate of the Premium package', async () => {
    const info = await readyDownload(upgradeId);

    const tiers = new Set(info.files.map((file) => file.tier));
    expect(tiers).toEqual(new Set(['basic', 'standard', 'premium']));
    const premiumKeys = info.files.filter((file) => file.tier === 'premium').map((f) => decodeURIComponent(f.path));
    expect(premiumKeys.sort()).toEqual([...plan.plan_files.premium].sort());
    const pdf = info.files.find((file) => file.path.endsWith('.pdf'));
    expect(pdf).toBeDefined();
    const sheet = (await pdfPageTexts(await fetched(upgradeId, pdf as { path: string })))[0] ?? '';
    expect(sheet).toContain('Kofi Boateng');
    const certificate = (await pdfPageTexts(await fetched(upgradeId, info.certificate as DeliveredFile)))[0] ?? '';
    expect(certificate).toContain('Premium');
    expect(certificate).toContain('Kofi Boateng');

    const after = await offers();
    expect(after.held).toMatchObject({ packageType: 'premium', orderId: upgradeId });
    expect(after.upgrades).toEqual([]);
  });

  it('sells an extra build licence at the staff-set share, and its certificate lists both builds', async () => {
    const saved = await call('PUT', '/api/settings', adminToken, { extra_build_share_percent: 25 });
    expect(saved.status).toBe(200);
    const price = Math.round(plan.premium_price * 25) / 100;
    expect((await offers()).extraBuild).toEqual({ price, sharePercent: 25 });

    const started = await call<{ orderId: string; reference: string; amount: number }>(
      'POST',
      '/api/payments/initialize',
      buyerToken,
      {
        email: BUYER.email,
        planId: plan.id,
        packageType: 'basic',
        kind: 'extra_build',
        buildLabel: 'Plot 14, Sakumono',
      },
    );
    expect(started.body.amount).toBe(price);
    await standIn(shop, `/__test/transactions/${started.body.reference}/settle`, {
      outcome: 'success',
      channel: 'card',
    });
    await call('GET', `/api/payments/verify/${started.body.reference}`, buyerToken);

    const info = await readyDownload(started.body.orderId);
    const certificate = (await pdfPageTexts(await fetched(started.body.orderId, info.certificate as DeliveredFile)))[0];
    expect(certificate).toContain('Licensed builds (2)');
    expect(certificate).toContain(`1. Order ${base.reference}`);
    expect(certificate).toContain(`2. Order ${started.body.reference} - Plot 14, Sakumono`);
    expect((await offers()).builds.map((build) => build.label)).toEqual([null, 'Plot 14, Sakumono']);
  });

  it('refunds an upgrade under the usual policy: its downloads close and the buyer holds Basic again', async () => {
    // Its files were downloaded above: outside the money-back guarantee, as for any order.
    const refused = await call<{ message: string }>('POST', `/api/orders/${upgradeId}/refund`, adminToken, {
      reason: 'Asked for the Standard package instead',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('already downloaded');

    const refunded = await call<Order>('POST', `/api/orders/${upgradeId}/refund`, superAdminToken, {
      reason: 'Asked for the Standard package instead',
      override: true,
    });

    expect(refunded.status).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    const download = await call<{ message: string }>('GET', `/api/downloads/${upgradeId}`, buyerToken);
    expect(download.body.message).toContain('This order was refunded');
    const after = await offers();
    expect(after.held).toMatchObject({ packageType: 'basic', orderId: base.orderId });
    expect(after.upgrades.map((offer) => offer.packageType)).toEqual(['standard', 'premium']);
  });
});
