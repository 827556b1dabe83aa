import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility.ts';
import { apiCaller } from '../support/api-client.ts';
import { savedBytes, shopInChromium } from '../support/browser.ts';
import { generatedDrawingSet } from '../support/generated-pdf.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { waitUntil } from '../support/wait-until.ts';

const shop = shopInChromium();

beforeAll(async () => {
  // The dev server compiles the admin chunks on first request: pay that once here, not inside a test's timeouts.
  const page = await shop.browser.newPage();
  await page.goto(`${shop.web}/admin/login`);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ timeout: 120_000 });
  await page.close();
});

/** The mails the stack wrote of a kind to an address (.local/mail offline). */
async function mailsTo(kind: string, to: string): Promise<string[]> {
  const dir = join(shop.stack.dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.includes(`-${kind}-${to}`));
  return Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
}

/** The seeded buyer's Basic order of the plan, paid on the Paystack stand-in, its files delivered. */
async function pastPurchase(planId: string): Promise<string> {
  const token = await shop.signIn('user');
  const { orderId } = await paidOrder(shop, token, { email: shop.seeded('user').email, planId, packageType: 'basic' });
  return orderId;
}

async function signedInAdmin(): Promise<Page> {
  const page = await shop.openPage(1280, { height: 900, signedIn: await shop.sessionOf(shop.seeded('admin')) });
  await page.goto(`${shop.web}/admin/dashboard`);
  return page;
}

describe('a revised plan file in Chromium', () => {
  it('staff upload a new version; a past buyer sees it updated on their page, downloads it stamped, and gets one mail', async () => {
    // Prepare: a buyer who bought the plan's Basic package before the revision
    const call = apiCaller(shop.api);
    const [plan] = (await call<{ plans: { id: string; title: string }[] }>('GET', '/api/plans?limit=1')).body.plans;
    if (!plan) throw new Error('no plan');
    const orderId = await pastPurchase(plan.id);
    const buyer = shop.seeded('user');

    // Act (staff): Plans, Files of the plan, Upload new version of its Basic PDF
    const admin = await signedInAdmin();
    await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Plans' }).click();
    await admin.getByRole('button', { name: `Files of ${plan.title}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Files of ${plan.title}` });
    const versions = dialog.getByRole('list', { name: /^Versions of .*\.pdf$/ }).first();
    const oldName = ((await versions.getByRole('listitem').first().locator('.file-name').textContent()) ?? '').trim();
    await expect(versions.getByText('1 buyer received it').isVisible()).resolves.toBe(true);
    // The new version keeps the file's name: it is stored in a version folder, the old one stays for its buyers
    await dialog.getByLabel(`Upload new version of ${oldName}`).setInputFiles({
      name: oldName,
      mimeType: 'application/pdf',
      buffer: Buffer.from((await generatedDrawingSet(1, 'Revision B')).bytes),
    });
    await admin
      .locator('.toast')
      .getByText(`${oldName} was replaced by a new version.`, { exact: false })
      .first()
      .waitFor();
    const revisedList = dialog.getByRole('list', { name: `Versions of ${oldName}` });
    await revisedList.getByText('Version 2').waitFor();
    await expect(revisedList.getByRole('listitem').first().innerText()).resolves.toMatch(
      new RegExp(`^${oldName.replace(/[.()]/g, '\\$&')} Version 2 Current`),
    );
    await expect(
      revisedList
        .getByRole('listitem')
        .nth(1)
        .getByText(/Replaced on .* 1 buyer received it/)
        .isVisible(),
    ).resolves.toBe(true);
    await expect(revisedList.getByRole('listitem').nth(1).getByText('Version 1').isVisible()).resolves.toBe(true);
    await admin.screenshot({ path: screenshotPath('plan-file-versions-1280') });
    expect(await seriousAccessibilityProblems(admin), 'file versions accessibility').toEqual([]);

    // Assess (buyer): the download page shows the new version, marked updated, and keeps the version bought
    const page = await shop.openPage(1280, {
      height: 900,
      acceptDownloads: true,
      signedIn: await shop.sessionOf(buyer),
    });
    await page.goto(`${shop.web}/`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    await page.goto(`${shop.web}/user/downloads/${orderId}`);
    await page.getByRole('heading', { name: 'Basic Tier' }).waitFor({ timeout: 20_000 });
    // Both rows keep the file's name, told apart by the version beside it
    const updatedRow = page.locator('.file-row', { hasText: 'Version 2' });
    await expect(updatedRow.locator('.file-name').innerText()).resolves.toBe(`${oldName} Version 2`);
    await expect(updatedRow.getByText(/^Updated on /).isVisible()).resolves.toBe(true);
    const earlierRow = page.locator('.file-row', { hasText: 'Version 1' });
    await expect(earlierRow.locator('.file-name').innerText()).resolves.toBe(`${oldName} Version 1`);
    await expect(earlierRow.getByText('Earlier version (as bought)').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('download-updated-file-1280') });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${oldName} (Version 2)` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(oldName);
    const [sheet] = await pdfPageTexts(new Uint8Array(await savedBytes(download)));
    expect(sheet).toContain('Revision B - sheet 1');
    expect(sheet).toContain(buyer.email);
    // The sequential invoice number given at payment (decision 0046).
    expect(sheet).toMatch(/Order INV-\d{4}-\d{6}/);

    // ... and one mail in the mailbox pointing at that page
    await waitUntil(async () => (await mailsTo('plan-file-updated', buyer.email)).length > 0, 20_000);
    const mails = await mailsTo('plan-file-updated', buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/download/${orderId}`);
    expect(mails[0]).toContain(oldName);
    expect(mails[0]).not.toContain('/v2/');
  });
});
