import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { savedBytes, shopInChromium, waitForHydration } from '../support/browser.ts';
import { generatedDrawingSet } from '../support/generated-pdf.ts';
import { readableMail } from '../support/mail-text.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { TINY_PDF } from '../support/sample-files.ts';
import { signedInOnPhone, submitAdminLogin } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

function mailsTo(address: string, kind: string) {
  const dir = mailDirOf(shop);
  return readdirSync(dir)
    .filter((name) => name.includes(`-${kind}-`))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${address}`))
    .map(readableMail);
}

describe('A customization from request to stamped drawings, in Chromium', () => {
  it('a Premium buyer asks with a site plan; staff assign and quote; the buyer pays; staff deliver; only that buyer downloads the drawings, stamped for them', async () => {
    // Prepare: two buyers of the same plan, each with a paid Premium order
    const call = apiCaller(shop.api);
    const plan = (await call<{ plans: { id: string; title: string }[] }>('GET', '/api/plans?limit=3')).body.plans[0];
    const buyer = { email: 'efua.chain@example.com', password: 'Efua!plans2026xy' };
    const other = { email: 'yaw.chain@example.com', password: 'Yaw!plans2026xyz' };
    const token = await shop.signUp(buyer.email, buyer.password);
    const otherToken = await shop.signUp(other.email, other.password);
    const { orderId } = await paidOrder(shop, token, { email: buyer.email, planId: plan?.id, packageType: 'premium' });
    const { orderId: otherOrderId } = await paidOrder(shop, otherToken, {
      email: other.email,
      planId: plan?.id,
      packageType: 'premium',
    });

    // Act (buyer, on a phone): the request, with a site plan attached
    const page = await signedInOnPhone(shop, buyer, { acceptDownloads: true });
    await page.goto(`${shop.web}/requests/new?order=${orderId}`);
    await waitForHydration(page);
    await page.getByLabel('What would you like?').fill('Please turn the garage into a fourth bedroom');
    await page.getByLabel('Add a room').check();
    await page.getByLabel(/Site plan, photos, sketches/).setInputFiles({
      name: 'site-plan.pdf',
      mimeType: 'application/pdf',
      buffer: TINY_PDF,
    });
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Your request was sent').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'See your request' }).click();
    await page.waitForURL('**/user/requests/*');
    const requestUrl = page.url();
    const requestId = decodeURIComponent(new URL(requestUrl).pathname.split('/').pop() ?? '');

    // Staff assign themselves, then quote from the thread's Quotes section
    const staff = await shop.openPage(1280, { height: 900, cookieChoiceMade: true });
    await staff.goto(`${shop.web}/admin/login`);
    await waitForHydration(staff);
    await submitAdminLogin(staff, shop.seeded('admin'));
    await staff.waitForURL('**/admin/dashboard');
    await staff.goto(`${shop.web}/admin/requests`);
    await waitForHydration(staff);
    await staff
      .getByRole('button', { name: `Customization: ${plan?.title}` })
      .first()
      .click();
    await staff.getByRole('button', { name: 'Open site-plan.pdf' }).waitFor();
    await staff.getByRole('button', { name: 'Assign to me' }).click();
    await expect
      .poll(() => staff.getByTestId('request-assignee').textContent())
      .toBe(shop.seeded('admin').email.toLowerCase());
    await staff.getByRole('link', { name: 'Quote and delivery' }).click();
    await staff.waitForURL(`**/admin/requests/${requestId}/quote`);
    await staff.getByLabel('Amount (GHS, taxes added at payment)').fill('1500');
    await staff.getByLabel('What it covers').fill('Garage turned into a fourth bedroom, revised plans');
    await staff.getByLabel('Valid until').fill('2099-12-31');
    await staff.getByRole('button', { name: 'Send the quote' }).click();
    await staff.getByText('Revision 1', { exact: false }).first().waitFor();

    // The buyer sees the quote on the thread, accepts and pays at the Paystack stand-in
    await page.goto(requestUrl);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId('current-quote').textContent())
      .toBe('Revision 1: GH₵ 1,500.00 · Waiting for your answer');
    await page.getByRole('link', { name: 'See the quote' }).click();
    await page.waitForURL(`**/user/requests/${requestId}/quote`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Accept and pay' }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL('**/payment/verify?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // Staff deliver the modified drawings into the buyer's order
    await staff.reload();
    await waitForHydration(staff);
    const drawings = await generatedDrawingSet(1, 'Garage bedroom - revised');
    await staff.getByLabel('Customized drawings (PDF, DWG, DXF or ZIP, 50 MB each)').setInputFiles({
      name: 'garage-bedroom.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(drawings.bytes),
    });
    await staff.getByRole('button', { name: 'Deliver to the buyer' }).click();
    await staff.getByText(`Delivered into order ${orderId}: garage-bedroom.pdf.`).waitFor({ timeout: 20_000 });

    // Assess: the buyer downloads them from their order, stamped in their name
    await page.goto(`${shop.web}/user/downloads/${orderId}`);
    await waitForHydration(page);
    const customized = page.getByRole('region', { name: 'Customized for you' });
    await customized.getByText(/^Customized for you on /).waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      customized.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('garage-bedroom.pdf');
    const [sheet] = await pdfPageTexts(new Uint8Array(await savedBytes(download)));
    expect(sheet).toContain('Garage bedroom - revised');
    expect(sheet).toContain(buyer.email);
    const delivered = mailsTo(buyer.email, 'request-delivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.text).toContain(`/download/${orderId}`);

    // ... and the other buyer of the same plan never sees them, neither listed nor through their own order
    const listed = await call<{ files: { path: string }[] }>(
      'GET',
      `/api/orders/${otherOrderId}/customized-files`,
      otherToken,
    );
    expect(listed.body.files).toEqual([]);
    const mine = await call<{ files: { path: string }[] }>('GET', `/api/orders/${orderId}/customized-files`, token);
    const path = mine.body.files[0]?.path ?? '';
    expect(path).toContain('garage-bedroom.pdf');
    const stolen = await call(
      'GET',
      `/api/downloads/${otherOrderId}/file?filePath=${encodeURIComponent(path)}&answer=link`,
      otherToken,
    );
    expect(stolen.status).toBe(404);
    expect((await call('GET', `/api/orders/${orderId}/customized-files`, otherToken)).status).toBe(404);
  });
});
