import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { savedBytes, shopInChromium } from '../support/browser.ts';
import { readableMail } from '../support/mail-text.ts';
import { emailedCode, mailDirOf } from '../support/mailbox.ts';
import { pdfPageTexts } from '../support/pdf-text.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';
import { waitUntil } from '../support/wait-until.ts';

const shop = shopInChromium();
const PASSWORD = 'Tema2026house';

/** The claim link in the newest gift mail to an address, as the recipient clicks it (on this test's web origin). */
async function claimLinkMailedTo(address: string): Promise<string> {
  const dir = mailDirOf(shop);
  let link = '';
  await waitUntil(async () => {
    const files = (await readdir(dir).catch(() => [])).filter((name) => name.includes(`-gift-claim-${address}`));
    const newest = files.sort().at(-1);
    if (!newest) return false;
    const { text } = readableMail(await readFile(join(dir, newest), 'utf8'));
    const match = /\/gift\/claim\?order=[^\s&]+&token=[A-Za-z0-9_-]+/.exec(text);
    link = match ? `${shop.web}${match[0]}` : '';
    return link !== '';
  }, 20_000);
  return link;
}

describe('a plan given as a gift', () => {
  it('is bought, claimed by a new account, licensed and stamped in the recipient name, and cannot be claimed twice', async () => {
    // Prepare: the giver, signed in, at the checkout of a Basic plan
    const giver = await shop.openPage(1280, {
      height: 900,
      cookieChoiceMade: true,
      signedIn: await shop.sessionOf(shop.seeded('user')),
    });
    await giver.goto(`${shop.web}/plans`);
    await giver.getByRole('region', { name: 'Plans' }).getByRole('article').first().getByRole('link').first().click();
    await giver.getByText('Basic Package').first().click();
    await giver.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await giver.waitForURL('**/checkout');

    // Act 1: "Give this plan", the recipient and a message, paid by card at the provider
    const recipientAddress = `kofi.gift.${Date.now()}@example.com`;
    await giver.getByLabel('Give this plan to someone else').check();
    await giver.getByLabel("Recipient's name").fill('Kofi Boateng');
    await giver.getByLabel("Recipient's email").fill(recipientAddress);
    await giver.getByLabel('Message (optional)').fill('For the house in Kumasi <3');
    await giver.getByLabel('Billing name').fill('Ama Mensah');
    await expect(giver.getByLabel('Name on the licence').count()).resolves.toBe(0);
    await giver.getByRole('button', { name: /^Pay ₵/ }).click();
    await giver.waitForURL((url) => !url.href.startsWith(shop.web));
    await giver.getByRole('button', { name: 'Pay with card' }).click();
    await giver.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 20_000 });

    // Assess 1: the giver's orders show the gift as sent, with a re-send and no download
    await giver.goto(`${shop.web}/user/orders`);
    const giftCard = giver.getByRole('article').filter({ hasText: 'Kofi Boateng' });
    await giftCard.getByText('Gift sent, not yet claimed').waitFor();
    await expect(giftCard.getByRole('button', { name: 'Send the gift mail again' }).isVisible()).resolves.toBe(true);
    await expect(giftCard.getByRole('link', { name: 'Download' }).count()).resolves.toBe(0);

    // Act 2: the recipient opens the mailed link, signs up with an address of their own, and claims it
    const link = await claimLinkMailedTo(recipientAddress);
    const recipient = await shop.openPage(390, { height: 844, cookieChoiceMade: true, acceptDownloads: true });
    await recipient.goto(link);
    await recipient.getByRole('heading', { name: 'A house plan for you' }).waitFor();
    await recipient.getByRole('button', { name: 'Log in or sign up to claim' }).click();
    const dialog = recipient.getByRole('dialog', { name: 'Welcome' });
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    const form = dialog.getByRole('tabpanel', { name: 'Sign Up' });
    const ownAddress = `kofi.own.${Date.now()}@example.org`;
    await form.getByLabel('First Name').fill('Kofi');
    await form.getByLabel('Last Name').fill('Boateng');
    await form.getByLabel('Email').fill(ownAddress);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Create Account' }).click();
    const codeField = dialog.getByLabel('Verification Code');
    await codeField.waitFor();
    await codeField.fill(await emailedCode(shop, ownAddress));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Wherever the new account lands, the mailed link brings them back to the claim
    if (!recipient.url().includes('/gift/claim')) await recipient.goto(link);
    await recipient.getByRole('button', { name: 'Claim this plan' }).click();
    await recipient.getByRole('heading', { name: 'The plan is yours' }).waitFor();

    // Assess 2: the files are theirs, each sheet stamped with the recipient's name
    await recipient.getByRole('link', { name: 'Download your files' }).click();
    await recipient.locator('.file-name').first().waitFor({ timeout: 30_000 });
    const names = await recipient.locator('.file-name').allTextContents();
    const pdfName = names.find((name) => name.endsWith('.pdf') && !name.startsWith('Licence-Certificate'));
    if (!pdfName) throw new Error(`No PDF among ${names.join(', ')}`);
    const [download] = await Promise.all([
      recipient.waitForEvent('download'),
      recipient.getByRole('button', { name: `Download ${pdfName}` }).click(),
    ]);
    const sheets = await pdfPageTexts(new Uint8Array(await savedBytes(download)));
    for (const sheet of sheets) expect(sheet).toContain(`Licensed to Kofi Boateng (${ownAddress})`);

    // Act 3: another account opens the same link and tries to claim it
    const otherAddress = `yaw.${Date.now()}@example.com`;
    await shop.signUp(otherAddress, PASSWORD);
    const other = await shop.openPage(1280, { cookieChoiceMade: true });
    await other.goto(`${shop.web}/plans`);
    await logInThroughDialog(other, { email: otherAddress, password: PASSWORD });
    await other.waitForURL('**/user/dashboard');
    await other.goto(link);
    await other.getByRole('button', { name: 'Claim this plan' }).click();

    // Assess 3: refused, and the giver sees the gift claimed (no re-send any more)
    await other.getByRole('alert').filter({ hasText: 'This gift has already been claimed.' }).waitFor();
    await giver.reload();
    await giftCard.getByText('Gift claimed').waitFor();
    await expect(giftCard.getByRole('button', { name: 'Send the gift mail again' }).count()).resolves.toBe(0);
  });
});
