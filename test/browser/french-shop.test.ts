import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { readableMail } from '../support/mail-text.ts';
import { screenshotPath } from '../support/screenshots.ts';
import { waitUntil } from '../support/wait-until.ts';

const shop = shopInChromium();

/** A seeded plan with files in every tier (first-buyer.test.ts buys it in English). */
const PLAN = 'east-legon-family-villa';

/** The mail files the stack wrote for an order, as the buyer would read them. */
async function mailsFor(orderId: string): Promise<string[]> {
  const dir = join(shop.stack.dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [])).filter((name) => name.includes('order-confirmation'));
  const texts = await Promise.all(names.map((name) => readFile(join(dir, name), 'utf8')));
  return texts.filter((text) => text.includes(orderId));
}

/** A mail's subject as a mail program shows it (RFC 2047 encoded words decoded). */

describe('a visitor whose browser prefers French', () => {
  it('lands on the French pages, buys a plan in French and receives the confirmation in French', async () => {
    // Prepare: a browser set to French, as in Lomé or Abidjan
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'fr-FR' });

    // Act: the English address of the home page
    await page.goto(shop.web);

    // Assess: the same page in French, at its French address
    await page.waitForURL(`${shop.web}/fr`);
    await page.getByRole('heading', { name: 'Des plans modulaires malins pour des terrains bien pensés' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect(page.getByRole('link', { name: 'Parcourir les plans' }).first().getAttribute('href')).resolves.toBe(
      '/fr/plans',
    );
    await expect(page.getByRole('link', { name: 'English' }).getAttribute('href')).resolves.toBe('/');

    // Act: sign in through the French dialog
    await page.getByRole('button', { name: 'Commencer' }).click();
    const login = page.getByRole('dialog', { name: 'Bienvenue' }).getByRole('tabpanel', { name: 'Connexion' });
    await login.getByLabel('E-mail').fill(shop.seeded('user').email);
    await login.getByLabel('Mot de passe', { exact: true }).fill(shop.seeded('user').password);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/fr/user/dashboard');

    // Act: choose the Standard package on the plan page and pay
    await page.goto(`${shop.web}/fr/plans/${PLAN}`);
    await page.getByText('Formule Standard').first().click();
    const prices = await page.locator('.package-price .price-main').allInnerTexts();
    // Prices the French way: "4 000 ₵" (narrow no-break spaces), never "₵4,000"
    for (const price of prices) expect(price).toMatch(/^\d{1,3}(\u202f\d{3})*(,\d{2})?\u202f₵$/);
    await page.getByRole('button', { name: 'Passer au paiement' }).click();
    await page.waitForURL('**/fr/checkout');
    await page.getByRole('heading', { name: 'Récapitulatif de la commande' }).waitFor();
    await expect.poll(() => page.getByLabel('Adresse e-mail').inputValue()).not.toBe('');
    await page.getByRole('button', { name: /^Payer / }).click();
    await page.waitForURL((url) => !url.href.startsWith(shop.web));
    await page.getByRole('button', { name: 'Pay with card' }).click();

    // Assess: back on the French return page, then the French download page
    await page.waitForURL('**/fr/payment/verify**');
    await page.getByRole('heading', { name: 'Paiement réussi\u00a0!' }).waitFor();
    await page.waitForURL('**/fr/download/**', { timeout: 15_000 });
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('heading', { name: 'Niveau Standard' }).waitFor();
    await page.getByRole('heading', { name: 'Téléchargez vos plans' }).waitFor();
    await page.screenshot({ path: screenshotPath('french-download-1280'), fullPage: true });

    // Assess: the confirmation mail is in French and links to the French download page
    await waitUntil(async () => (await mailsFor(orderId)).length > 0);
    const [eml = ''] = await mailsFor(orderId);
    const { subject, text: mail } = readableMail(eml);
    expect(subject).toMatch(/^Vos plans Tema House Plans sont prêts\u202f: 5-Bedroom East Legon Family Villa/);
    expect(mail).toContain('Merci pour votre achat.');
    expect(mail).toContain('Formule\u202f: Standard');
    expect(mail).toContain(`/fr/download/${orderId}`);
    expect(mail).not.toContain('Thank you for your purchase.');
  });

  it('keeps English for a visitor who chose it in the header, and French links stay French', async () => {
    // Prepare
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'fr-FR' });
    await page.goto(`${shop.web}/plans`);
    await page.waitForURL(`${shop.web}/fr/plans`);
    await page.getByRole('heading', { name: 'Trouvez le plan de maison idéal' }).waitFor();

    // Act: the header's switch
    await page.getByRole('link', { name: 'English' }).click();

    // Assess: English, and it stays English on the next visit to an English address
    await page.waitForURL(`${shop.web}/plans`);
    await page.getByRole('heading', { name: 'Find Your Perfect House Plan' }).waitFor();
    await page.goto(shop.web);
    await page.getByRole('heading', { name: 'Smart Modular Designs for Smart Plots' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  });

  it('an English browser opening a French link gets French (a shared link, a search result)', async () => {
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'en-GB' });

    await page.goto(`${shop.web}/fr/plans`);

    await page.getByRole('heading', { name: 'Trouvez le plan de maison idéal' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/fr/plans');
  });

  it('picks a plot, compares the cost to build and asks for an estimate, in French', async () => {
    // Prepare: a French visitor on the plan list
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'fr-FR' });
    await page.goto(`${shop.web}/fr/plans`);
    await page.getByRole('heading', { name: /plans trouvés/ }).waitFor();

    // Act: a common plot, in feet as Ghana sells them
    await page.getByRole('group', { name: 'Mon terrain (largeur sur rue x profondeur)' }).waitFor();
    await page.getByRole('button', { name: '70 x 100 pi' }).click();

    // Assess: the list says what it shows and each card by how much it fits, in French
    await page.getByText(/^Plans qui tiennent sur un terrain de 70 x 100\spi avec nos reculs\./).waitFor();
    await expect.poll(async () => (await page.locator('.plot-fit-note').allTextContents()).length).toBeGreaterThan(0);
    for (const note of await page.locator('.plot-fit-note').allTextContents()) {
      expect(note).toMatch(/^Tient avec \d+\spi de marge en largeur et \d+\spi en profondeur$/);
    }

    // Act: compare the first plan listed
    await page.locator('.compare-toggle input').first().check();
    await page.getByRole('button', { name: /Comparer les plans/ }).click();

    // Assess: the cost row is named in French, its figures written the French way
    const costRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Coût de construction (est.)' }) });
    await costRow.waitFor();
    expect(await costRow.textContent()).toMatch(/\d\s₵ - [\d\s]+₵ \([\d\s,]+\$ - [\d\s,]+\$\)/);

    // Act: the plan page of a seeded plan
    await page.goto(`${shop.web}/fr/plans/${PLAN}`);

    // Assess: the cost section in French, dated in French, and its button fills the contact form in French
    await page.getByRole('heading', { name: 'Terrain et coût de construction' }).waitFor();
    await page.getByText('Coût de construction estimé', { exact: true }).waitFor();
    await page.getByRole('columnheader', { name: 'Finition' }).waitFor();
    await page.getByText(/^Tarifs fixés le \d{1,2} [a-zéû]+ \d{4}\.$/).waitFor();
    await page.getByRole('link', { name: 'Obtenir une estimation détaillée' }).click();
    await page.waitForURL(/\/fr\/contact\?service=cost-planning/);
    await expect.poll(() => page.getByLabel('Objet').inputValue()).toMatch(/^Estimation des coûts et métré\s: /);
    await expect(page.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).resolves.toContain(
      `(plan ${PLAN})`,
    );
    await page.context().close();
  });
});
