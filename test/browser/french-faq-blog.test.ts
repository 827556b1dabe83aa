import { describe, expect, it } from 'vitest';
import { shopInChromium } from '../support/browser.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

describe('the FAQ and the blog for a visitor whose browser prefers French', () => {
  it('shows the FAQ in French, searches the French answers without accents and filters by a French category', async () => {
    // Prepare: a browser set to French, as in Cotonou or Ouagadougou
    const page = await shop.openPage(360, { cookieChoiceMade: true, locale: 'fr-FR' });

    // Act
    await page.goto(`${shop.web}/fr/faq`);

    // Assess: the page, its title and its questions in French
    await page.getByRole('heading', { level: 1, name: 'Questions fréquentes' }).waitFor();
    await page.getByRole('button', { name: 'Qui dessine les plans' }).waitFor();
    expect(await page.title()).toContain('Questions fréquentes');
    expect(await page.getByRole('button', { name: 'Who designs the plans?' }).count()).toBe(0);

    // Act: a search typed without accents
    const search = page.getByRole('searchbox', { name: 'Rechercher une question' });
    await search.fill('securite');

    // Assess: the question about card safety ("sécurité"), and no other
    await page.getByRole('button', { name: 'Les informations de ma carte sont-elles en sécurité' }).waitFor();
    await page.getByText('1 question affichée').waitFor();
    expect(await page.getByRole('button', { name: 'Comment puis-je payer' }).count()).toBe(0);

    // Act: no search, the "Pricing & Packages" category
    await search.fill('');
    await page.getByRole('button', { name: 'Prix et formules' }).click();

    // Assess: its three questions, one opening on its French answer
    await page.getByText('3 questions affichées').waitFor();
    const question = page.getByRole('button', { name: 'Quelle est la différence entre Basic, Standard et Premium' });
    await question.click();
    await page.getByText('plus des rendus 3D de la maison').waitFor();
    expect(await page.getByRole('button', { name: 'Qui dessine les plans' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Encore des questions' }).waitFor();
    await page.getByText('Lun.-ven. 8 h-18 h · Sam. 9 h-16 h · Dim. fermé').waitFor();
    await page.screenshot({ path: screenshotPath('french-faq-360'), fullPage: true });

    // Act: the contact page, whose snippet of the FAQ reads the same entries
    await page.goto(`${shop.web}/fr/contact`);

    // Assess: its questions in French too
    await page.getByRole('button', { name: 'Quelle est la différence entre Basic, Standard et Premium' }).waitFor();
    await page.getByRole('button', { name: 'Comment puis-je payer' }).waitFor();
    await page.context().close();
  });

  it('lists the French articles with French dates and opens one in French at the same address', async () => {
    // Prepare
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'fr-FR' });

    // Act
    await page.goto(`${shop.web}/fr/blog`);

    // Assess: French cards, dated the French way
    const card = page.getByRole('article').filter({ hasText: 'Prête pour le solaire et économe en eau' });
    await card.waitFor();
    expect(await card.locator('time').innerText()).toBe('8 juillet 2026');
    await card.getByText('min de lecture').waitFor();
    expect(await page.getByRole('article').count()).toBe(6);

    // Act: the "Regulations" category, then a search without accents across all of them
    await page.getByRole('button', { name: 'Réglementation' }).click();

    // Assess
    await page.getByText('1 article affiché').waitFor();
    await page.getByRole('heading', { name: /^Permis de construire à Tema et à Accra/ }).waitFor();
    await page.getByRole('button', { name: 'Toutes' }).click();
    await page.getByRole('searchbox', { name: 'Rechercher des articles' }).fill('energie');
    await page.getByText('1 article affiché').waitFor();

    // Act: open the article (a new tab)
    const link = page.getByRole('link', { name: /^Lire l’article Prête pour le solaire/ });
    const [article] = await Promise.all([page.context().waitForEvent('page'), link.click()]);

    // Assess: the same slug as in English, under /fr, and the article in French
    await article.getByRole('heading', { level: 1, name: /^Prête pour le solaire et économe en eau/ }).waitFor();
    expect(new URL(article.url()).pathname).toBe('/fr/blog/solar-ready-water-wise-homes');
    await article.getByRole('heading', { name: 'Récupérer la pluie' }).waitFor();
    await article.getByText('Par L’équipe de conception de Tema House Plans').waitFor();
    expect(await article.locator('.article-meta time').innerText()).toBe('8 juillet 2026');
    expect(await article.title()).toContain('Prête pour le solaire');
    await article.screenshot({ path: screenshotPath('french-blog-article-1280') });
    await page.context().close();
  });

  it('still shows the English FAQ at /faq to an English browser', async () => {
    // Prepare
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'en-GB' });

    // Act
    await page.goto(`${shop.web}/faq`);

    // Assess
    await page.getByRole('button', { name: 'Who designs the plans?' }).waitFor();
    await page.context().close();
  });
});
