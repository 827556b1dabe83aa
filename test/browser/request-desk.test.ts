import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium, waitForHydration } from '../support/browser.ts';
import { readableMail } from '../support/mail-text.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';
import { TINY_PDF } from '../support/sample-files.ts';

const shop = shopInChromium();

/** The mails of one kind sent to one address, as the person reads them. */
function mailsTo(address: string, kind: string) {
  const dir = mailDirOf(shop);
  return readdirSync(dir)
    .filter((name) => name.includes(`-${kind}-`))
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .filter((eml) => eml.includes(`To: ${address}`))
    .map(readableMail);
}

/** A message of the request's conversation as the reader sees it listed. */
function message(page: Page, text: string) {
  return page.getByRole('listitem').filter({ hasText: text });
}

describe('The request desk in Chromium', () => {
  it('a Premium buyer asks for a change with a site plan; staff assign, note and reply; the buyer reads the reply, never the note', {
    timeout: 180_000,
  }, async () => {
    // Prepare: a new buyer holding a paid Premium order
    const call = apiCaller(shop.api);
    const buyer = { email: 'abena.custom@example.com', password: 'Abena!plans2026xy' };
    const token = await shop.signUp(buyer.email, buyer.password);
    const plan = (await call<{ plans: { id: string; title: string }[] }>('GET', '/api/plans?limit=3')).body.plans[0];
    const { orderId } = await paidOrder(shop, token, { email: buyer.email, planId: plan?.id, packageType: 'premium' });

    // Act: the buyer opens "Request a customization" from the order and sends it with a site plan attached
    const page = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(buyer),
    });
    await page.goto(`${shop.web}/user/orders`);
    await waitForHydration(page);
    await page
      .getByRole('article', { name: plan?.title })
      .getByRole('link', { name: 'Request a customization' })
      .click();
    await page.waitForURL(`**/requests/new?order=${orderId}`);
    await waitForHydration(page);
    await page.getByLabel('What would you like?').fill('Please add a fourth bedroom on the east side');
    await page.getByLabel('Add a room').check();
    await page.getByLabel('Plot size (e.g. 15 x 30 m)').fill('15 x 30 m');
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
    await page.getByText('Please add a fourth bedroom on the east side').waitFor();
    await page.getByRole('button', { name: 'Open site-plan.pdf' }).waitFor();

    // Staff find it on the desk, assign themselves, write an internal note, then reply
    const staff = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(shop.seeded('admin')),
    });
    await staff.goto(`${shop.web}/admin/requests`);
    await waitForHydration(staff);
    await staff
      .getByRole('button', { name: `Customization: ${plan?.title}` })
      .first()
      .click();
    await staff.getByText('Please add a fourth bedroom on the east side').waitFor();
    await staff.getByRole('button', { name: 'Open site-plan.pdf' }).waitFor();
    await staff.getByRole('button', { name: 'Assign to me' }).click();
    await expect
      .poll(() => staff.getByTestId('request-assignee').textContent())
      .toBe(shop.seeded('admin').email.toLowerCase());
    await staff.getByLabel('Internal note', { exact: true }).check();
    await staff
      .getByRole('textbox', { name: 'Internal note (never shown to the requester)' })
      .fill('Check the soil report before quoting');
    // The note answers late, as on a slow network; the reply is typed while it is on its way and must stay.
    await staff.route(
      /\/api\/admin\/requests\/[^/]+\/messages$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
      { times: 1 },
    );
    await staff.getByRole('button', { name: 'Save note' }).click();
    await staff.getByRole('button', { name: 'Sending...' }).waitFor();
    await staff.getByLabel('Internal note', { exact: true }).uncheck();
    const replyBox = staff.getByRole('textbox', { name: 'Reply to the requester (mailed to them)' });
    await replyBox.fill('We can add it: our architect will call you.');
    // In the conversation, not in the box it was typed in (a text box shows its words as text too).
    await message(staff, 'Check the soil report before quoting').waitFor();
    await staff.getByRole('button', { name: 'Send reply' }).waitFor();
    expect(await replyBox.inputValue()).toBe('We can add it: our architect will call you.');
    // The reply's own answer, so a slow machine's wait is spent on it and a refusal fails with what the server said.
    const [sent] = await Promise.all([
      staff.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          /\/api\/admin\/requests\/[^/]+\/messages$/.test(response.url()) &&
          response.request().postDataJSON()?.internal === false,
        { timeout: 60_000 },
      ),
      staff.getByRole('button', { name: 'Send reply' }).click(),
    ]);
    expect(sent.status(), await sent.text()).toBe(200);
    await message(staff, 'We can add it: our architect will call you.').waitFor();

    // Assess: the buyer sees the reply and the new state, never the note; the reply was mailed to them
    await page.goto(requestUrl);
    await waitForHydration(page);
    await message(page, 'We can add it: our architect will call you.').waitFor();
    await expect(page.getByText('In review', { exact: true }).isVisible()).resolves.toBe(true);
    expect(await page.content()).not.toContain('soil report');
    const replies = mailsTo(buyer.email, 'request-reply');
    expect(replies).toHaveLength(1);
    expect(replies[0]?.text).toContain('We can add it: our architect will call you.');
    expect(replies[0]?.text).not.toContain('soil report');
  });
});
