import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium, waitForHydration } from '../support/browser.ts';
import { readableMail } from '../support/mail-text.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { signedInOnPhone } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

describe('A quote for one of the firm’s services, paid online, in Chromium', () => {
  it('a buyer pays a supervision quote by card; their orders show the service, its invoice sells the quote, and it leads back to the request', async () => {
    // Prepare: a signed-in buyer's request for construction supervision, quoted by staff
    const call = apiCaller(shop.api);
    const buyer = { email: 'kwame.service@example.com', password: 'Kwame!plans2026x' };
    const token = await shop.signUp(buyer.email, buyer.password);
    const requestId = randomUUID();
    const created = await call('POST', '/api/requests', token, {
      submission_id: requestId,
      subject: { service: 'construction_supervision' },
      message: 'Site supervision for a 4-bedroom house in Prampram, six visits',
      details: { location: 'Prampram', timeline: 'within_6_months' },
    });
    expect(created.status).toBe(201);
    const admin = await shop.signIn('admin');
    const quoted = await call('POST', `/api/admin/requests/${requestId}/quotes`, admin, {
      amount: 2400,
      covers: 'Six site visits with written reports',
      valid_until: '2099-12-31',
    });
    expect(quoted.status).toBe(200);

    // Act: the buyer, on a phone, accepts and pays the quote at the Paystack stand-in
    const page = await signedInOnPhone(shop, buyer);
    await page.goto(`${shop.web}/user/requests/${requestId}/quote`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Accept and pay' }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL('**/payment/verify?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // Assess: the page leads to the request (the service's documents come later), where the quote is accepted
    await page.getByText('Redirecting you to your request...').waitFor();
    await page.waitForURL(`**/user/requests/${requestId}`);

    // The orders list names the service, with no plan facts, no package, no upgrade; View Details is the request
    await page.goto(`${shop.web}/user/orders`);
    await waitForHydration(page);
    const card = page.getByRole('article', { name: 'Construction Supervision' });
    await card.waitFor();
    await expect.poll(() => card.locator('.order-meta').textContent()).toContain('Service quote');
    expect(await card.locator('.order-facts li').count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Upgrade' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: /Request a/ }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(
      `/user/requests/${requestId}`,
    );

    // Its invoice sells the quote for the service, numbered, not a plan with rooms
    await card.getByRole('button', { name: 'Invoice' }).click();
    await page.waitForURL('**/invoice');
    await page.getByText(`Service quote: Construction Supervision (request ${requestId})`).waitFor();
    await expect.poll(() => page.getByText(/INV-\d{4}-\d{6}/).count()).toBeGreaterThan(0);
    expect(await page.getByText('Bedrooms').count()).toBe(0);
  });

  it('a visitor’s quote is paid after signing up with the address it was sent from, and the request becomes theirs', async () => {
    // Prepare: a visitor's request for project management, a staff reply (which mails the private link) and a quote
    const call = apiCaller(shop.api);
    const visitor = { email: 'abena.visitor@example.org', password: 'Abena!plans2026x' };
    const requestId = randomUUID();
    const created = await call('POST', '/api/requests', undefined, {
      submission_id: requestId,
      subject: { service: 'project_management' },
      message: 'Managing the build of a 3-bedroom house in Kasoa',
      name: 'Abena Visitor',
      email: visitor.email,
    });
    expect(created.status).toBe(201);
    const admin = await shop.signIn('admin');
    const reply = await call('POST', `/api/admin/requests/${requestId}/messages`, admin, {
      text: 'Our quote is on the request: three months of project management.',
      internal: false,
    });
    expect(reply.status).toBe(200);
    const quoted = await call('POST', `/api/admin/requests/${requestId}/quotes`, admin, {
      amount: 3000,
      covers: 'Three months of project management',
      valid_until: '2099-12-31',
    });
    expect(quoted.status).toBe(200);
    const dir = mailDirOf(shop);
    const mail = readdirSync(dir)
      .filter((name) => name.includes('-request-reply-'))
      .map((name) => readableMail(readFileSync(join(dir, name), 'utf8')))
      .find((reading) => reading.text.includes(requestId));
    const link = /https?:\/\/\S+(\/requests\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeTruthy();

    // Act: the visitor creates an account with the same address, opens the private link and follows it to the quote
    await shop.signUp(visitor.email, visitor.password);
    const page = await signedInOnPhone(shop, visitor);
    await page.goto(`${shop.web}${link}`);
    await waitForHydration(page);
    await page.getByText('Quotes are read and paid from an account').waitFor();
    await page.getByRole('link', { name: 'See the quote' }).click();
    await page.waitForURL(`**/user/requests/${requestId}/quote`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Accept and pay' }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();
    await page.waitForURL('**/payment/verify?**');
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();

    // Assess: the request is now the account's: its thread opens without the link, and it is in their requests
    await page.waitForURL(`**/user/requests/${requestId}`);
    await page.getByText('Our quote is on the request: three months of project management.').waitFor();
    await page.goto(`${shop.web}/user/requests`);
    await waitForHydration(page);
    await page.getByText('Project Management').first().waitFor();
  });
});
