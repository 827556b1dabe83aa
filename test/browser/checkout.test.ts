import JSZip from 'jszip';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility.ts';
import { savedBytes, shopInChromium, sidewaysOverflow } from '../support/browser.ts';
import { emailedCode } from '../support/mailbox.ts';
import { standIn } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

const PASSWORD = 'Tema2026house';

/** Full-page pictures at each width, no sideways scrolling, and no serious accessibility problem. */
async function screenshotAt(page: Page, name: string, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
    const overflow = await sidewaysOverflow(page);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousAccessibilityProblems(page), `${name} accessibility`).toEqual([]);
}

describe('buying a plan in Chromium', () => {
  it('a new buyer pays by card on the provider page, downloads a file and the ZIP, and opens the invoice', async () => {
    const page = await shop.openPage(1280, { height: 900, acceptDownloads: true });
    const context = page.context();
    const email = `kofi.${Date.now()}@example.com`;

    // A plan, its Standard package, Proceed to Checkout
    await page.goto(`${shop.web}/plans`);
    await page.getByRole('button', { name: 'Reject All' }).click();
    const firstPlan = page.getByRole('region', { name: 'Plans' }).getByRole('article').first();
    await firstPlan.getByRole('link').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await expect(page.getByText('Standard Package').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText(/30-day money-back guarantee/).isVisible()).resolves.toBe(true);
    await screenshotAt(page, 'checkout', [360, 1280]);

    // Signed out, there is no address to type (receipts go to the account's address); paying opens the sign-in
    // dialog, where the buyer creates an account
    await expect(page.getByLabel('Email Address').count()).resolves.toBe(0);
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = dialog.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First Name').fill('Kofi');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await signUp.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    const codeField = dialog.getByLabel('Verification Code');
    await codeField.waitFor();
    await codeField.fill(await emailedCode(shop, email));
    const signedIn = page.waitForURL('**/user/dashboard');
    await dialog.getByRole('button', { name: 'Verify' }).click();

    // Signing in lands on the dashboard, which sends the buyer back to the checkout, showing the account's address
    // read-only and where to have it changed
    await signedIn;
    await page.waitForURL('**/checkout');
    await page.getByRole('heading', { name: 'Order Summary' }).waitFor();
    await expect(page.getByLabel('Email Address').inputValue()).resolves.toBe(email);
    await expect(page.getByLabel('Email Address').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(page.getByRole('link', { name: 'Contact us to change it' }).isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('pendingPurchase'))).toBeNull();

    // Invoice details: the billing name follows the licence's name; a business adds its company and tax number
    await expect.poll(() => page.getByLabel('Billing name').inputValue(), { timeout: 10_000 }).toBe('Kofi');
    await page.getByLabel('Company (optional)').fill('Kofi Builders Ltd');
    await page.getByLabel('Tax number (optional)').fill('C0098765432');
    await page.getByLabel('Billing address (optional)').fill('4 Harbour Road\nTema');

    // The provider's hosted page: pay by card, then back to /payment/verify
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL('**/payment/verify?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    await expect(page.getByText('Redirecting you to your downloads...').isVisible()).resolves.toBe(true);

    // Two seconds later: the downloads
    await page.waitForURL('**/download/**', { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Download Your Plans' }).waitFor();
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('heading', { name: 'Standard Tier' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Basic Tier' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Premium Tier' }).count()).resolves.toBe(0);
    const fileNames = await page.locator('.file-name').allTextContents();
    expect(fileNames.length).toBeGreaterThan(1);
    await screenshotAt(page, 'downloads', [360, 1280]);

    // The licence certificate is listed with the files
    // Named after the sequential invoice number given when the payment was settled (decision 0046).
    const certificateName = fileNames.find((name) => /^Licence-Certificate-INV-\d{4}-\d{6}\.pdf$/.test(name)) ?? '';
    expect(certificateName).not.toBe('');
    const invoiceNumber = certificateName.slice('Licence-Certificate-'.length, -'.pdf'.length);
    await expect(page.getByRole('heading', { name: 'Licence' }).isVisible()).resolves.toBe(true);

    // One file, through the browser's download manager
    const pdfName = fileNames.find((name) => name.toLowerCase().endsWith('.pdf') && name !== certificateName);
    if (!pdfName) throw new Error(`No PDF among ${fileNames.join(', ')}`);
    const [single] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${pdfName}` }).click(),
    ]);
    expect(single.suggestedFilename()).toBe(pdfName);
    const pdfBytes = await savedBytes(single);
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The ZIP, made on the server: every listed file in its tier folder and the certificate, each PDF naming the
    // buyer on every sheet, the PDF byte for byte the copy downloaded alone
    const zipButton = page.getByRole('button', { name: 'Download as ZIP' });
    const [zipDownload] = await Promise.all([page.waitForEvent('download'), zipButton.click()]);
    expect(zipDownload.suggestedFilename()).toMatch(/ \(Standard\) INV-\d{4}-\d{6}\.zip$/);
    const zip = await JSZip.loadAsync(await savedBytes(zipDownload));
    const entries = Object.keys(zip.files);
    expect(entries.map((entry) => entry.split('/').pop()).sort()).toEqual([...fileNames].sort());
    expect(entries).toContain(certificateName);
    expect(
      entries.filter((entry) => entry !== certificateName).every((entry) => /^(Basic|Standard)\//.test(entry)),
    ).toBe(true);
    const zippedPdfs = entries.filter((entry) => entry.toLowerCase().endsWith('.pdf') && entry !== certificateName);
    expect(zippedPdfs.length).toBeGreaterThan(0);
    for (const entry of zippedPdfs) {
      const sheets = await pdfPageTexts((await zip.file(entry)?.async('uint8array')) as Uint8Array);
      // The name the buyer gave at sign-up, prefilled as the name on the licence, with the address beside it
      for (const sheet of sheets) expect(sheet, entry).toContain(`Licensed to Kofi (${email})`);
    }
    const certificateText = (
      await pdfPageTexts((await zip.file(certificateName)?.async('uint8array')) as Uint8Array)
    )[0];
    expect(certificateText).toContain('Licence Certificate');
    expect(certificateText).toContain(email);
    const zippedPdf = await zip.file(entries.find((entry) => entry.endsWith(`/${pdfName}`)) ?? '')?.async('nodebuffer');
    expect(zippedPdf?.equals(pdfBytes)).toBe(true);
    await page.getByRole('button', { name: 'Download as ZIP' }).waitFor();

    // Download All: every file, one after another
    const all: Download[] = [];
    const collect = (download: Download) => all.push(download);
    page.on('download', collect);
    await page.getByRole('button', { name: 'Download All' }).click();
    await expect.poll(() => all.length, { timeout: 15_000 }).toBe(fileNames.length);
    page.off('download', collect);
    expect(all.map((download) => download.suggestedFilename()).sort()).toEqual([...fileNames].sort());

    // The order, completed, with its invoice
    await page.getByRole('link', { name: 'Back to Orders' }).first().click();
    await page.waitForURL('**/user/orders');
    const order = page.getByRole('article').first();
    await order.getByText('Completed').waitFor();
    await expect(page.getByRole('tab', { name: /Completed \(1\)/ }).isVisible()).resolves.toBe(true);
    await expect(order.getByRole('link', { name: 'Download' }).isVisible()).resolves.toBe(true);
    await screenshotAt(page, 'orders', [360, 1280]);
    // The invoice: a page that stays, billed to the buyer by name with the payment reference, and a PDF to keep
    await order.getByRole('button', { name: 'Invoice' }).click();
    await page.waitForURL(`**/user/orders/${orderId}/invoice`);
    const sheet = page.getByRole('article', { name: 'Invoice' });
    await sheet.waitFor();
    const invoiceText = await sheet.innerText();
    expect(invoiceText).toContain(invoiceNumber);
    expect(invoiceText).toContain('Kofi');
    expect(invoiceText).toContain('Kofi Builders Ltd');
    expect(invoiceText).toContain('Tax number: C0098765432');
    expect(invoiceText).toContain('Subtotal (net)');
    expect(invoiceText).toContain(email);
    expect(invoiceText).toContain(`thp_${orderId}`);
    await screenshotAt(page, 'invoice', [360, 1280]);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
    // The server's PDF (decision 0046): the same number, the reference, the buyer's billing name.
    const pdfText = (await pdfPageTexts(new Uint8Array(await savedBytes(pdf)))).join('\n');
    expect(pdfText).toContain(invoiceNumber);
    expect(pdfText).toContain(`thp_${orderId}`);
    expect(pdfText).toContain('Kofi Builders Ltd');
    expect(pdfText).toContain('Tax number: C0098765432');
    expect(pdfText).toContain('4 Harbour Road');
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page.waitForURL('**/user/orders');

    // The order's Download opens the same download page inside the account
    await order.getByRole('link', { name: 'Download' }).click();
    await page.waitForURL(`**/user/downloads/${orderId}`);
    await page.getByRole('heading', { name: 'Standard Tier' }).waitFor();

    // The dashboard counts the purchase and lists what the buyer really did
    await page.goto(`${shop.web}/user/dashboard`);
    const stats = page.getByRole('region', { name: 'Your Account' });
    await stats.getByText('Total Orders').waitFor();
    await expect.poll(() => stats.locator('.stat-card').first().innerText()).toContain('1');
    await page.getByRole('tab', { name: 'Activity' }).click();
    const activity = page.getByRole('tabpanel', { name: 'Activity' });
    await activity.getByText(/^Purchased /).waitFor();
    await expect(
      activity
        .getByText(/^Downloaded files of /)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await screenshotAt(page, 'dashboard-activity', [360, 1280]);

    // The profile's Account Statistics count the same purchase
    await page.goto(`${shop.web}/user/profile`);
    const profileStats = page.getByRole('region', { name: 'Account Statistics' });
    await expect.poll(() => profileStats.locator('.stat-card').first().innerText()).toMatch(/Total Orders\s+1/);
    await context.close();
  });

  it('waits while mobile money awaits approval, then goes to the downloads; a return without a reference fails', async () => {
    const buyer = shop.seeded('user');

    // A return without a reference says so
    const returned = await shop.openPage(1280, { height: 900 });
    await returned.goto(`${shop.web}/payment/verify`);
    await returned.getByRole('button', { name: 'Reject All' }).click();
    await returned.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor();
    await expect(returned.getByText('No payment reference found').isVisible()).resolves.toBe(true);
    await returned.getByRole('link', { name: 'Back to Plans' }).click();
    await returned.waitForURL('**/plans');
    await returned.context().close();

    // The seeded buyer, signed in, picks the Basic package and starts paying
    const page = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(buyer),
    });
    const context = page.context();
    await page.goto(`${shop.web}/plans`);
    await page.getByRole('region', { name: 'Plans' }).getByRole('article').nth(1).getByRole('link').first().click();
    await page.getByText('Basic Package').first().click();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await expect(page.getByLabel('Email Address').inputValue()).resolves.toBe(buyer.email);
    await page.getByRole('button', { name: /^Pay ₵/ }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    const reference = /Reference (\S+?)\.?$/m.exec(await page.locator('body').innerText())?.[1];
    if (!reference) throw new Error('The provider page shows no reference');

    // The phone has not approved yet: the return page says so and keeps checking
    const settle = (outcome: string) =>
      standIn(shop, `/__test/transactions/${reference}/settle`, { outcome, channel: 'mobile_money' });
    expect((await settle('pending')).status).toBe(200);
    await page.goto(`${shop.web}/payment/verify?trxref=${reference}&reference=${reference}`);
    await page.getByRole('heading', { name: 'Waiting for Payment Approval' }).waitFor();
    await screenshotAt(page, 'payment-pending', [360]);

    // Approved: the next check finds it paid, and two seconds later the downloads open
    // (watched from before the approval: the settle call returns only once its webhook was answered)
    const successShown = page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });
    const downloadsOpened = page.waitForURL('**/download/**', { timeout: 25_000 });
    expect((await settle('success')).status).toBe(200);
    await successShown;
    await downloadsOpened;
    await page.getByRole('heading', { name: 'Basic Tier' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Standard Tier' }).count()).resolves.toBe(0);
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await context.close();

    // Signed out, the download page asks for a sign-in (and stays), or sends a stored premium order to sign-up
    const visitorPage = await shop.openPage(1280, { height: 900 });
    const visitor = visitorPage.context();
    await visitorPage.goto(`${shop.web}/user/downloads/${orderId}`);
    await visitorPage.getByRole('heading', { name: 'Sign in to download your plans' }).waitFor();
    expect(new URL(visitorPage.url()).pathname).toBe(`/user/downloads/${orderId}`);
    await visitorPage.evaluate(
      (id) =>
        localStorage.setItem(
          'pendingPremiumOrder',
          JSON.stringify({ orderId: id, planTitle: 'A plan', packageType: 'premium' }),
        ),
      orderId,
    );
    await visitorPage.goto(`${shop.web}/download/${orderId}`);
    await visitorPage.waitForURL('**/auth/register');
    await visitor.close();
  });
});
