import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { formatCedis } from '@shop/shared/money';
import type { AdminPlan } from '@shop/shared/plans/plan';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { destroyClients, emulatorClients } from '../../local/emulators/emulator-clients.ts';
import { seriousAccessibilityProblems } from '../support/accessibility.ts';
import { apiCaller } from '../support/api-client.ts';
import { savedBytes, shopInChromium, waitForHydration } from '../support/browser.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

const BUYER = { email: `abena.${Date.now()}@example.com`, password: 'Abena!plans2026x' };

describe('a package upgrade in Chromium', () => {
  it('a Basic buyer upgrades to Premium for the difference and finds the CAD files stamped in their name', async () => {
    // Prepare: a buyer who bought the plan's Basic package months ago
    const call = apiCaller(shop.api);
    const token = await shop.signUp(BUYER.email, BUYER.password, { given: 'Abena', family: 'Asante' });
    const [listed] = (await call<{ plans: { id: string }[] }>('GET', '/api/plans?limit=1')).body.plans;
    // The plan as staff hold it (its files per tier): the public plan does not list them.
    const clients = emulatorClients(shop.stack.urls);
    const { Item } = await clients.documents.send(
      new GetCommand({ TableName: shop.stack.tableName, Key: { pk: `PLAN#${listed?.id}`, sk: 'PLAN' } }),
    );
    destroyClients(clients);
    const plan = Item as AdminPlan;
    await paidOrder(shop, token, { email: BUYER.email, planId: plan.id, packageType: 'basic' });
    const page = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      acceptDownloads: true,
      signedIn: await shop.sessionOf(BUYER),
    });

    // Act: from the order list, the Basic order's Upgrade leads to the plan page's offer, priced at the difference of
    // today's prices; pay it by card on the stand-in
    await page.goto(`${shop.web}/user/orders`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Upgrade' }).click();
    await page.waitForURL(`**/plans/${plan.id}#plan-extras`);
    const panel = page.getByRole('region', { name: 'Your licence of this plan' });
    await panel.getByText('You hold the Basic package of this plan.').waitFor({ timeout: 20_000 });
    const upgrade = panel.getByRole('button', {
      name: `Upgrade to Premium for ${formatCedis(plan.premium_price - plan.basic_price)}`,
    });
    await expect(upgrade.isVisible()).resolves.toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('plan-upgrade-offer-1280') });
    expect(await seriousAccessibilityProblems(page), 'upgrade offer accessibility').toEqual([]);
    await upgrade.click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    const orderId = reference.replace(/^thp_/, '');
    expect(orderId).not.toBe('');

    // Assess: the upgrade's download page has the Premium tier: the CAD drawing and the complete set
    await page.goto(`${shop.web}/user/downloads/${orderId}`);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Premium Tier' }).waitFor({ timeout: 30_000 });
    const cad = plan.plan_files.premium.map((key) => key.split('/').pop() ?? '');
    const dxf = cad.find((name) => name.endsWith('.dxf')) ?? '';
    const set = cad.find((name) => name.endsWith('.zip')) ?? '';
    const premium = page.getByRole('region', { name: 'Premium Tier' });
    await expect(premium.getByText(dxf).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('upgrade-downloads-1280') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      premium.getByRole('button', { name: `Download ${set}` }).click(),
    ]);
    const archive = await JSZip.loadAsync(await savedBytes(download));
    const names = Object.keys(archive.files);
    // The CAD file is in the set, and every drawing in it carries the buyer's licence name
    expect(names).toContain(dxf);
    const pdfs = names.filter((name) => name.endsWith('.pdf'));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const name of pdfs) {
      const [sheet] = await pdfPageTexts((await archive.file(name)?.async('uint8array')) ?? new Uint8Array());
      expect(sheet, name).toContain('Abena Asante');
    }

    // ... and the plan page now says Premium, with no upgrade left to buy
    await page.goto(`${shop.web}/plans/${plan.id}`);
    await waitForHydration(page);
    await panel.getByText('You hold the Premium package of this plan.').waitFor({ timeout: 20_000 });
    await expect(panel.getByRole('button', { name: /^Upgrade to/ }).count()).resolves.toBe(0);
  });
});
