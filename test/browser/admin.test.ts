import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility.ts';
import { savedBytes, shopInChromium } from '../support/browser.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { metadataOf, phonePhoto, plainPng } from '../support/pictures.ts';
import { TINY_PDF } from '../support/sample-files.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { logInThroughDialog, submitAdminLogin } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

beforeAll(async () => {
  // The dev server compiles the admin chunks on first request: pay that once here, not inside a test's timeouts.
  const page = await shop.browser.newPage();
  await page.goto(`${shop.web}/admin/login`);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor({ timeout: 120_000 });
  await page.close();
});

async function signedInAdmin(width: number): Promise<Page> {
  const page = await shop.openPage(width, { height: 900, acceptDownloads: true });
  await page.goto(`${shop.web}/admin/login`);
  await submitAdminLogin(page, shop.seeded('admin'));
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  return page;
}

/** The seeded buyer, signed in through the Get Started dialog. */
async function buyerPage(): Promise<Page> {
  const page = await shop.openPage(1280, { height: 900, acceptDownloads: true });
  await page.goto(`${shop.web}/`);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await logInThroughDialog(page, shop.seeded('user'));
  await page.waitForURL('**/user/dashboard');
  return page;
}

/** From a plan page with a package chosen: checkout, the provider's page, card; returns the downloads address. */
async function payByCard(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/checkout');
  await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
  await expect.poll(() => page.getByLabel('Email Address').inputValue()).not.toBe('');
  await page.getByRole('button', { name: /^Pay ₵/ }).click();
  await page.waitForURL((url) => !url.href.startsWith(shop.web));
  await page.getByRole('button', { name: 'Pay with card' }).click();
  await page.waitForURL('**/download/**', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Basic Tier' }).waitFor();
  return page.url();
}

const toast = (page: Page, text: string) => page.locator('.toast').getByText(text, { exact: true }).first().waitFor();

describe('the admin area in Chromium', () => {
  // A long journey (two sign-ins, picture uploads, a purchase whose files are stamped before they are listed): more
  // than the project's 90 s when the machine is shared.
  it('creates a plan with an image and a PDF per tier, features it, Home shows it, and a buyer downloads the PDF even after it is deleted', async () => {
    const page = await signedInAdmin(1280);
    const title = `Admin Test Villa ${Date.now()}`;

    // The plans table lists the seeded catalogue one status at a time, drafts included
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('heading', { name: /^Plans/ }).waitFor();
    await page.getByRole('table').getByRole('row').nth(5).waitFor();
    await page.getByLabel('Filter by status').selectOption({ label: 'Draft plans' });
    await expect
      .poll(() => page.getByRole('table').getByText('Draft', { exact: true }).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await page.getByLabel('Filter by status').selectOption({ label: 'Active plans' });
    await page.screenshot({ path: screenshotPath('plans-table-1280') });

    // The form starts from the shop's defaults and refuses what the rules forbid, under the field
    await page.getByRole('button', { name: 'Add Plan' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add New Plan' });
    await expect(form.getByLabel('Bedrooms').inputValue()).resolves.toBe('3');
    await expect(form.getByLabel('Basic Price').inputValue()).resolves.toBe('199.99');
    await form.getByLabel('Area (sq m)').fill('5');
    await form.getByRole('button', { name: 'Create Plan' }).click();
    await form.getByText('Title is required').waitFor();
    await form.getByText('Area must be at least 10 sq m').waitFor();

    // A picture narrower than 800 px is refused at once, saying why
    await form
      .getByLabel('Upload Main Image')
      .setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: await plainPng(640, 480) });
    await page
      .locator('.toast')
      .getByText(/only 640 px wide.*at least 800 px wide/)
      .waitFor();

    // Fill it in; a 4000x3000 phone photo with GPS and one PDF per tier go straight to S3. The picture shows as
    // processing until the picture Lambda has made its variants, then as the picture itself.
    await form.getByLabel('Title', { exact: true }).fill(title);
    await form.getByLabel('Area (sq m)').fill('210');
    await form
      .getByLabel('Upload Main Image')
      .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto() });
    await toast(page, 'Image uploaded successfully');
    await form.getByRole('img', { name: 'main image' }).waitFor({ timeout: 30_000 });
    for (const tier of ['Basic', 'Standard', 'Premium']) {
      await form.getByLabel(`Upload ${tier} Files`).setInputFiles({
        name: `${tier.toLowerCase()}-drawings.pdf`,
        mimeType: 'application/pdf',
        buffer: TINY_PDF,
      });
      await toast(page, `1 ${tier.toLowerCase()} plan files uploaded`);
      await form.getByRole('button', { name: `Remove ${tier.toLowerCase()}-drawings.pdf` }).waitFor();
    }
    await page.screenshot({ path: screenshotPath('plan-form-1280') });
    await form.getByRole('group', { name: 'Plan Files' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('plan-form-files-1280') });

    // Saved: the server kept the image and a file under each tier
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/plans') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Create Plan' }).click();
    const plan = await (await created).json();
    expect(plan.image_url).toMatch(/^\/images\//);
    expect(plan.plan_files.basic).toHaveLength(1);
    expect(plan.plan_files.standard).toHaveLength(1);
    expect(plan.plan_files.premium).toHaveLength(1);
    await toast(page, 'Plan created successfully');
    const featuredSwitch = page.getByRole('switch', { name: `Featured: ${title}` });
    await featuredSwitch.waitFor();
    await expect(featuredSwitch.isChecked()).resolves.toBe(false);

    // A phone buyer on the plan page gets a variant no wider than the screen needs, and it carries no metadata
    const phone = await shop.openPage(360, { height: 780, cookieChoiceMade: true });
    const pictureRequests: string[] = [];
    phone.on('request', (request) => {
      if (request.url().includes('/images/')) pictureRequests.push(new URL(request.url()).pathname);
    });
    await phone.goto(`${shop.web}/plans/${plan.id}`);
    const stage = phone.getByRole('button', { name: /^Open picture 1 of/ }).locator('img');
    await expect
      .poll(() => stage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await stage.evaluate((img: HTMLImageElement) => img.currentSrc);
    const folder = (plan.image_url as string).replace(/1600\.jpg$/, '');
    expect(new URL(shown).pathname).toMatch(new RegExp(`^${folder}(320|480|768)\\.webp$`));
    expect(pictureRequests.filter((path) => path.startsWith(folder))).toEqual([new URL(shown).pathname]);
    const servedBytes = Buffer.from(await (await fetch(shown)).arrayBuffer());
    expect(servedBytes.length).toBeLessThan(120_000);
    expect(await metadataOf(servedBytes)).toEqual({ exif: undefined, gps: undefined, chunks: [] });
    await phone.screenshot({ path: screenshotPath('plan-page-phone-photo-360') });
    await phone.context().close();

    // Feature it from the table
    await featuredSwitch.click();
    await toast(page, 'Plan updated successfully');
    await expect.poll(() => featuredSwitch.isChecked()).toBe(true);

    // The shop's Home now shows it among the featured plans
    await page.getByRole('link', { name: 'View Site' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const featured = page.getByRole('region', { name: 'Featured Plans' });
    await featured.getByRole('heading', { name: title }).waitFor();

    // A buyer buys its Basic package and downloads the PDF the admin uploaded, stamped with their licence
    const buyer = await buyerPage();
    await buyer.goto(`${shop.web}/plans/${plan.id}`);
    await buyer.getByText('Basic Package').first().click();
    const downloadsUrl = await payByCard(buyer);
    const [basicPdf] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('button', { name: 'Download basic-drawings.pdf' }).click(),
    ]);
    const stamped = new Uint8Array(await savedBytes(basicPdf));
    expect((await pdfPageTexts(stamped))[0]).toContain(shop.seeded('user').email);

    // Staff see the sale: in Orders (searched by title, exported as CSV) and in Analytics
    await page.goto(`${shop.web}/admin/orders`);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(title);
    const sale = page.getByRole('row').filter({ hasText: title });
    await sale.getByText('Completed').waitFor();
    await page.screenshot({ path: screenshotPath('admin-orders-1280') });
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export Orders' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvLines = (await savedBytes(csv)).toString('utf8').trim().split(/\r?\n/);
    // The header, this sale and the seed's past sales of other plans
    const saleLines = csvLines.filter((line) => line.includes(title));
    expect(saleLines).toHaveLength(1);
    expect(saleLines[0]).toContain('199.99');
    await page.goto(`${shop.web}/admin/analytics`);
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('region', { name: 'Top Plans by Revenue' }).getByText(title).waitFor();
    await page.screenshot({ path: screenshotPath('admin-analytics-plans-1280') });

    // Back in the admin: edit it, then delete it after the confirmation
    await page.goto(`${shop.web}/admin/plans`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Plan' });
    await expect(editForm.getByLabel('Area (sq m)').inputValue()).resolves.toBe('210');
    // The stored files are listed per tier, ready to be removed or added to
    await editForm.getByRole('button', { name: 'Remove premium-drawings.pdf' }).waitFor();
    await editForm.getByLabel('Premium Price').fill('650.5');
    await editForm.getByRole('button', { name: 'Update Plan' }).click();
    await toast(page, 'Plan updated successfully');
    await row.getByText('₵650.50').waitFor();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Plan' });
    await confirm.getByText('Are you sure you want to delete this plan?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Plan deleted successfully');
    await expect.poll(() => row.count()).toBe(0);
    await page.context().close();

    // The buyer's window is still open: the sold plan's file is still there for them
    await buyer.goto(downloadsUrl);
    const [again] = await Promise.all([
      buyer.waitForEvent('download'),
      buyer.getByRole('button', { name: 'Download basic-drawings.pdf' }).click(),
    ]);
    expect(new Uint8Array(await savedBytes(again))).toEqual(stamped);
    await buyer.context().close();
  }, 150_000);

  it('saves a setting on the server: it is still there after a reload', async () => {
    const page = await signedInAdmin(1280);
    const name = `Tema House Plans ${Date.now()}`;

    await page.goto(`${shop.web}/admin/settings`);
    await page.getByRole('tab', { name: 'General' }).waitFor();
    await page.getByLabel('Site Name').fill(name);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Settings saved successfully');

    await page.getByRole('tab', { name: 'Notifications' }).click();
    const newOrders = page.getByRole('switch', { name: /New Order Notifications/ });
    await expect(newOrders.isChecked()).resolves.toBe(true);
    await newOrders.click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Settings saved successfully');

    await page.reload();
    await expect.poll(() => page.getByLabel('Site Name').inputValue()).toBe(name);
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(page.getByRole('switch', { name: /New Order Notifications/ }).isChecked()).resolves.toBe(false);
    await page.getByRole('tab', { name: 'Payments' }).click();
    await expect(page.getByLabel('Paystack Public Key').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByLabel('Default Currency').inputValue()).resolves.toBe('GHS');

    // The shop shows the saved name: header, footer and the tab title
    await page.goto(`${shop.web}/`);
    await page.getByRole('banner').getByRole('link', { name }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name }).waitFor();
    await expect.poll(() => page.title()).toBe(`Smart Modular House Plans in Ghana | ${name}`);
    await page.context().close();
  });

  it('lists the accounts in User Management with search, and looks right on a phone', async () => {
    const page = await signedInAdmin(1280);

    await page.goto(`${shop.web}/admin/users`);
    await page.getByRole('heading', { name: 'User Management' }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('row').filter({ hasText: 'buyer@example.com' }).waitFor();
    await expect(table.getByRole('row').filter({ hasText: 'superadmin@example.com' }).isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('users-1280'), fullPage: true });

    await page.getByLabel('Search users').fill('buyer@');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await page.getByLabel('Search users').fill('nobody-here');
    await page.getByText('No Users Found').waitFor();
    await page.getByText('Try adjusting your search criteria.').waitFor();

    // An admin may not make anyone staff: the server refuses and the shop's words say so
    await page.getByLabel('Search users').fill('buyer@');
    await table
      .getByRole('row')
      .filter({ hasText: 'buyer@example.com' })
      .getByRole('button', { name: /^Change Role/ })
      .click();
    const roleDialog = page.getByRole('dialog', { name: 'Change Role' });
    await roleDialog.getByLabel('Role').selectOption('admin');
    // In the dialog's alert (and its toast, shown inside the open dialog)
    await roleDialog.getByText('Failed to update user role. Please try again.').first().waitFor();
    await expect(roleDialog.getByLabel('Role').inputValue()).resolves.toBe('user');
    await roleDialog.getByRole('button', { name: 'Close', exact: true }).first().click();

    // Invite a colleague: the account appears in the list, invited, with the chosen role
    const invitee = `kwame.${Date.now()}@example.com`;
    await page.getByRole('link', { name: 'Invite User' }).click();
    await page.getByRole('heading', { name: 'Invite User' }).waitFor();
    await page.getByLabel('Email').fill(invitee);
    await page.getByLabel('First Name').fill('Kwame');
    await page.getByLabel('Last Name').fill('Asante');
    await page.getByRole('button', { name: 'Send Invitation' }).click();
    await page.waitForURL('**/admin/users');
    const invited = page.getByRole('row').filter({ hasText: invitee });
    // The name they were invited with is their display name
    await invited.getByRole('button', { name: 'Change Role of Kwame Asante' }).waitFor();
    await expect(invited.getByText('Invited', { exact: true }).isVisible()).resolves.toBe(true);

    // The same pages at 360 px
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByLabel('Search users').fill('');
    await table.getByRole('row').filter({ hasText: 'buyer@example.com' }).waitFor();
    await page.screenshot({ path: screenshotPath('users-360') });
    await page.goto(`${shop.web}/admin/plans`);
    await page.getByRole('table').getByRole('row').nth(3).waitFor();
    await page.screenshot({ path: screenshotPath('plans-table-360') });
    await page.getByRole('button', { name: 'Add Plan' }).first().click();
    await page.getByRole('dialog', { name: 'Add New Plan' }).waitFor();
    await page.screenshot({ path: screenshotPath('plan-form-360') });
    await page.keyboard.press('Escape');
    await page.goto(`${shop.web}/admin/ads`);
    await page.getByRole('table').waitFor();
    await page.screenshot({ path: screenshotPath('ads-360') });
    await page.goto(`${shop.web}/admin/settings`);
    await page.getByRole('tab', { name: 'General' }).waitFor();
    await page.screenshot({ path: screenshotPath('settings-360') });
    await page.context().close();
  });

  it('runs ads and the portfolio: create, switch off, delete with a confirmation', async () => {
    const page = await signedInAdmin(1280);
    await page.screenshot({ path: screenshotPath('dashboard-1280'), fullPage: true });
    const adTitle = `Harmattan Sale ${Date.now()}`;

    // Ads: the form refuses a priority above 100, then saves
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Ads' }).click();
    await page.getByRole('heading', { name: 'Ads Management' }).waitFor();
    await page.getByRole('button', { name: 'Create Ad' }).click();
    const adForm = page.getByRole('dialog', { name: 'Create Ad' });
    await adForm.getByLabel('Title').fill(adTitle);
    await adForm.getByLabel('Link URL').fill('https://example.com/sale');
    await adForm.getByLabel('Priority').fill('101');
    await adForm.getByRole('button', { name: 'Create Ad' }).click();
    await adForm.getByText('Priority must be a whole number from 0 to 100').waitFor();
    await adForm.getByLabel('Priority').fill('50');
    await adForm.getByRole('button', { name: 'Create Ad' }).click();
    await toast(page, 'Ad created successfully');
    const row = page.getByRole('row').filter({ hasText: adTitle });
    await row.getByText('CTR 0.00%').waitFor();
    await page.screenshot({ path: screenshotPath('ads-1280'), fullPage: true });

    await row.getByRole('switch').click();
    await toast(page, 'Ad deactivated successfully');
    await row.getByText('Inactive').waitFor();
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page
      .getByRole('dialog', { name: 'Delete Ad' })
      .getByText('Are you sure you want to delete this ad?')
      .waitFor();
    await page.getByRole('dialog', { name: 'Delete Ad' }).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Ad deleted successfully');
    await expect.poll(() => row.count()).toBe(0);

    // Portfolio: a project with its design image, counted in the badge
    const projectTitle = `Community Clinic ${Date.now()}`;
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Portfolio' }).click();
    await page.getByRole('heading', { name: /Portfolio Management/ }).waitFor();
    const badge = page.locator('.admin-count-badge');
    await badge.waitFor();
    const before = Number.parseInt((await badge.textContent()) ?? '0', 10);
    await page.getByRole('button', { name: 'New Project' }).click();
    const projectForm = page.getByRole('dialog', { name: 'New Project' });
    await projectForm.getByLabel('Title').fill(projectTitle);
    await projectForm.getByLabel('Category').fill('Healthcare');
    await projectForm
      .getByLabel('Upload Design Image')
      .setInputFiles({ name: 'render.png', mimeType: 'image/png', buffer: await plainPng(1200, 800) });
    await toast(page, 'Image uploaded successfully');
    await projectForm.getByRole('img', { name: 'Design Image preview' }).waitFor({ timeout: 30_000 });
    await projectForm.getByRole('button', { name: 'Create Project' }).click();
    await toast(page, 'Project created successfully');
    await page.getByRole('heading', { name: projectTitle }).waitFor();
    await expect(badge.textContent()).resolves.toBe(`${before + 1} ${before + 1 === 1 ? 'Project' : 'Projects'}`);
    await page.screenshot({ path: screenshotPath('portfolio-1280'), fullPage: true });
    await page.context().close();
  });

  it('has no serious accessibility problems on the admin pages, in light and dark', async () => {
    const page = await signedInAdmin(1280);
    const pages: [string, string | RegExp][] = [
      ['dashboard', 'Admin Dashboard'],
      ['plans', /^Plans/],
      ['users', 'User Management'],
      ['invite-user', 'Invite User'],
      ['portfolio', /^Portfolio Management/],
      ['ads', 'Ads Management'],
      ['settings', 'Settings'],
    ];
    const problems: string[] = [];
    for (const [path, heading] of pages) {
      await page.goto(`${shop.web}/admin/${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      problems.push(...(await seriousAccessibilityProblems(page)).map((problem) => `${path}: ${problem}`));
    }
    await page.goto(`${shop.web}/admin/plans`);
    await page.getByRole('button', { name: 'Add Plan' }).first().click();
    await page.getByRole('dialog', { name: 'Add New Plan' }).waitFor();
    problems.push(...(await seriousAccessibilityProblems(page)).map((problem) => `plan form: ${problem}`));
    await page.keyboard.press('Escape');

    // The theme switch is kept in the browser and the dark pages pass too
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
    await page.getByRole('table').waitFor();
    problems.push(...(await seriousAccessibilityProblems(page)).map((problem) => `plans (dark): ${problem}`));
    await page.screenshot({ path: screenshotPath('plans-dark-1280') });

    expect(problems).toEqual([]);
    await page.context().close();
  });
});
