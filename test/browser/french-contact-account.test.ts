import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { emailedCode } from '../support/mailbox.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

/** A seeded plan with an area and rates, so its page offers the detailed estimate. */
const PLAN = 'east-legon-family-villa';

/** A French visitor (browser set to French, cookie choice made), on a French page. */
async function frenchPage(path: string): Promise<Page> {
  const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'fr-FR' });
  await page.goto(`${shop.web}/fr${path}`);
  return page;
}

/** Signs in through the French Get Started dialog, as french-shop.test.ts does. */
async function logInInFrench(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.getByRole('button', { name: 'Commencer' }).click();
  const login = page.getByRole('dialog', { name: 'Bienvenue' }).getByRole('tabpanel', { name: 'Connexion' });
  await login.getByLabel('E-mail').fill(person.email);
  await login.getByLabel('Mot de passe', { exact: true }).fill(person.password);
  await login.getByRole('button', { name: 'Se connecter' }).click();
}

describe('the contact page in French', () => {
  it('labels the form in French, checks it in French and thanks the visitor in French', async () => {
    // Prepare
    const page = await frenchPage('/contact');
    await page.getByRole('heading', { level: 1, name: 'Parlons de votre projet' }).waitFor();
    const form = page.getByRole('form', { name: 'Envoyez-nous un message' });

    // Assess: labels, the plan types and the contact details in French
    await form.getByRole('textbox', { name: 'Nom complet' }).waitFor();
    await form.getByRole('textbox', { name: 'Adresse e-mail' }).waitFor();
    await form.getByRole('textbox', { name: 'Objet' }).waitFor();
    const planTypes = await form
      .getByRole('combobox', { name: /Type de plan/ })
      .locator('option')
      .allInnerTexts();
    expect(planTypes).toEqual([
      'Choisissez un type de plan',
      'Villa',
      'Bungalow',
      'Maison de ville',
      'Conception sur mesure',
      'Consultation',
      'Autre',
    ]);
    await page.getByRole('heading', { name: 'Heures d’ouverture' }).waitFor();
    await page.getByText('Lun.-ven. 8 h-18 h').waitFor();
    await expect(page.title()).resolves.toMatch(/^Nous contacter/);

    // Act: send it empty
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    // Assess: the checks speak French
    await form.getByText('Le nom complet est obligatoire').waitFor();
    await form.getByText('L’objet est obligatoire').waitFor();
    await form.getByText('Le message est obligatoire').waitFor();
    await form.getByText(/^Veuillez saisir une adresse e-mail valide/).waitFor();
    await page.screenshot({ path: screenshotPath('french-contact-errors-1280'), fullPage: true });

    // Act: a complete message
    await form.getByRole('textbox', { name: 'Nom complet' }).fill('Kossi Mensah');
    await form.getByRole('textbox', { name: 'Adresse e-mail' }).fill(`kossi.${Date.now()}@example.com`);
    await form.getByRole('combobox', { name: /Type de plan/ }).selectOption({ label: 'Conception sur mesure' });
    await form.getByRole('textbox', { name: 'Objet' }).fill('Une villa à Lomé');
    await form.getByRole('textbox', { name: 'Message' }).fill('Bonjour, je voudrais adapter un plan à mon terrain.');
    await expect(page.getByText(/^\d+ \/ 5\u202f000 caractères$/).isVisible()).resolves.toBe(true);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    // Assess: the success panel in French
    await page.getByRole('heading', { name: 'Message envoyé\u00a0!' }).waitFor();
    await page.getByText('Merci de nous avoir contactés. Nous vous répondrons très bientôt.').waitFor();
    await page.getByRole('heading', { name: 'Nous répondons sous 24 heures' }).waitFor();
    await page.getByRole('button', { name: 'Envoyer un autre message' }).waitFor();
    await page.context().close();
  });

  it('fills the form in French from a plan page’s detailed estimate button', async () => {
    // Prepare
    const page = await frenchPage(`/plans/${PLAN}`);

    // Act
    await page.getByRole('link', { name: 'Obtenir une estimation détaillée' }).click();

    // Assess: the French form, filled in French, the plan type chosen
    await page.waitForURL(/\/fr\/contact\?service=cost-planning/);
    const form = page.getByRole('form', { name: 'Envoyez-nous un message' });
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Objet' }).inputValue())
      .toMatch(/^Estimation des coûts et métré\u00a0: /);
    const message = await form.getByRole('textbox', { name: 'Message' }).inputValue();
    expect(message).toMatch(/^Je souhaite une estimation détaillée du coût de construction de .+ \(plan /);
    expect(message).not.toMatch(/I would like|My plot size/);
    await expect(form.getByRole('combobox', { name: /Type de plan/ }).inputValue()).resolves.toBe('villa');
    await page.screenshot({ path: screenshotPath('french-contact-estimate-1280'), fullPage: true });
    await page.context().close();
  });
});

describe('the portfolio in French', () => {
  it('heads the page and its cards in French', async () => {
    // Act
    const page = await frenchPage('/portfolio');

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Nos réalisations' }).waitFor();
    await page.getByRole('link', { name: 'Lancez votre projet' }).waitFor();
    await page
      .getByRole('link', { name: /^Voir (le projet|le plan)/ })
      .first()
      .waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/View Project|View Plan|Our Portfolio/);

    // Act: a seeded project's page
    await page
      .getByRole('link', { name: /^Voir le projet/ })
      .first()
      .click();

    // Assess: the page's own headings in French (the project's words stay as staff wrote them)
    await page.getByRole('heading', { name: 'À propos du projet' }).waitFor();
    await page.getByRole('link', { name: 'Retour aux réalisations' }).waitFor();
    await page
      .getByText(/^(La conception|Le chantier aujourd’hui|Le bâtiment terminé)$/)
      .first()
      .waitFor();
    await page.context().close();
  });
});

describe('the account in French', () => {
  it('resets a forgotten password through the French dialog', async () => {
    // Prepare
    const email = `reset.fr.${Date.now()}@example.com`;
    await shop.signUp(email, 'Tema2026house');
    const page = await frenchPage('');
    await page.getByRole('button', { name: 'Commencer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bienvenue' });

    // Act: ask for a code
    await dialog.getByRole('button', { name: /^Mot de passe oublié/ }).click();

    // Assess: the first step in French
    await dialog.getByRole('heading', { name: 'Réinitialisez votre mot de passe' }).waitFor();
    await dialog.getByText(/^Saisissez l’adresse e-mail de votre inscription/).waitFor();
    await dialog.getByRole('button', { name: 'Retour à la connexion' }).waitFor();

    // Act
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Envoyer le code' }).click();

    // Assess: the second step in French, and a mismatch said in French
    await dialog.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' }).waitFor();
    await dialog.getByText(`Nous avons envoyé un code à ${email}.`).waitFor();
    await dialog.getByLabel('Code de vérification').fill(await emailedCode(shop, email));
    await dialog.getByLabel('Nouveau mot de passe', { exact: true }).fill('Tema2027house');
    await dialog.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('Tema2027house!');
    await dialog.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();
    await dialog.getByText('Erreur de réinitialisation du mot de passe').waitFor();
    await page.screenshot({ path: screenshotPath('french-forgot-password-1280') });
    await dialog.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('Tema2027house');
    await dialog.getByRole('button', { name: 'Réinitialiser le mot de passe' }).click();

    // Assess: back on the French login tab, and the new password works
    const login = dialog.getByRole('tabpanel', { name: 'Connexion' });
    await login.waitFor();
    await page.getByText('Mot de passe réinitialisé').first().waitFor();
    await login.getByLabel('Mot de passe', { exact: true }).fill('Tema2027house');
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/fr/user/dashboard');
    await page.context().close();
  });

  it('shows the profile in French: member since a French date, the form’s buttons and labels', async () => {
    // Prepare
    const page = await frenchPage('');
    await logInInFrench(page, shop.seeded('user'));
    await page.waitForURL('**/fr/user/dashboard');

    // Act
    await page.goto(`${shop.web}/fr/user/profile`);

    // Assess: "Membre depuis le 14 mars 2026", the role in French
    const facts = page.locator('.profile-facts');
    await facts.getByText(/^Membre depuis le \d{1,2} [a-zéû]+ \d{4}$/).waitFor();
    await page.locator('.profile-summary').getByText('Utilisateur').waitFor();
    await page.getByRole('heading', { name: 'Sécurité du compte' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/Member since|Account Security|Change Password/);

    // Act: edit the personal information
    await page.getByRole('button', { name: 'Modifier' }).click();

    // Assess
    await page.getByRole('textbox', { name: 'Ville' }).waitFor();
    await page.getByRole('textbox', { name: 'Pays' }).waitFor();
    await page.getByRole('textbox', { name: 'Téléphone' }).waitFor();
    await page.getByRole('button', { name: 'Enregistrer' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/\b(Save|City|Country|Phone)\b/);
    await page.screenshot({ path: screenshotPath('french-profile-1280'), fullPage: true });
    await page.context().close();
  });
});

describe('the compare dialog in French', () => {
  it('writes areas, prices and counts the French way', async () => {
    // Prepare
    const page = await frenchPage('/plans');
    await page.getByRole('heading', { name: /plans trouvés/ }).waitFor();

    // Act: compare two plans
    await page.locator('.compare-toggle input').nth(0).check();
    await page.locator('.compare-toggle input').nth(1).check();
    await page.getByRole('button', { name: /Comparer les plans/ }).click();

    // Assess
    const row = (name: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await row('Surface').waitFor();
    const cells = async (name: string) =>
      (await row(name).getByRole('cell').allInnerTexts()).map((text) => text.trim());
    for (const area of await cells('Surface')) expect(area).toMatch(/^\d{1,3}(\u202f\d{3})*(,\d+)?\u00a0m²$/);
    for (const price of await cells('Prix Basique')) {
      expect(price).toMatch(/^\d{1,3}(\u202f\d{3})*\u202f₵ \(\d{1,3}(\u202f\d{3})*,\d{2}\u202f\$\)$/);
    }
    for (const rating of await cells('Note')) expect(rating).toMatch(/^(\d,\d \/ 5 \(\d+ avis\)|Pas encore d’avis)$/);
    for (const count of await cells('Téléchargements')) expect(count).toMatch(/^\d{1,3}(\u202f\d{3})*$/);
    await page.screenshot({ path: screenshotPath('french-compare-1280') });
    await page.context().close();
  });
});
