import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility.ts';
import { shopInChromium, sidewaysOverflow } from '../support/browser.ts';
import { screenshotPath } from '../support/screenshots.ts';

/*
 * The firm's content pages in French (decision 0027): headings from the catalog, long texts from the
 * page's French module, the tab title; and the English pages unchanged beside them.
 */
const shop = shopInChromium();

/** A visitor whose browser prefers French, with the cookie choice made so the banner covers nothing. */
const frenchVisitor = () => shop.openPage(1280, { cookieChoiceMade: true, locale: 'fr-FR' });

/** What the visitor's tab says. */
const tabTitle = (page: Page) => page.evaluate(() => document.title);

/** The page's one h1, as read on screen. */
const mainHeading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

describe('the content pages for a French visitor', () => {
  it('shows About in French: heading, story, mission and the tab title', async () => {
    // Prepare
    const page = await frenchVisitor();

    // Act
    await page.goto(`${shop.web}/fr/about`);

    // Assess
    await page.getByRole('heading', { name: 'Qui nous sommes' }).waitFor();
    expect(await mainHeading(page)).toBe('Des maisons conçues pour les familles ghanéennes depuis 2012');
    await page.getByText('Nous avons ouvert à Tema en 2012 sous la forme d’un petit atelier de conception.').waitFor();
    await page.getByRole('heading', { name: 'Notre mission' }).waitFor();
    await page.getByRole('link', { name: 'Découvrir nos services' }).waitFor();
    expect(await page.getByText('Who We Are').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    await expect.poll(() => tabTitle(page)).toBe('Qui sommes-nous | Tema House Plans');
    await page.screenshot({ path: screenshotPath('french-about-1280'), fullPage: true });
    await page.context().close();
  });

  it('shows Services in French, the design rate written the French way', async () => {
    // Prepare
    const page = await frenchVisitor();

    // Act
    await page.goto(`${shop.web}/fr/services`);

    // Assess
    await page.getByRole('heading', { name: 'Ce que nous proposons' }).waitFor();
    expect(await mainHeading(page)).toBe('Conception, ingénierie et construction sous un même toit');
    const card = page
      .locator('.service-card')
      .filter({ has: page.getByRole('heading', { name: 'Conception architecturale', exact: true }) });
    expect(await card.locator('.service-price').innerText()).toBe(
      '70\u202f₵ le m² pour la conception architecturale et structurelle d’une maison',
    );
    await page
      .getByText('Une maison de trois chambres de 150\u00a0m², par exemple, coûte 10\u202f500\u202f₵')
      .waitFor();
    // Each service asks for its own quote, and the page ends with its own call to ask for one.
    await card.getByRole('link', { name: 'Demander un devis', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Demander un devis', exact: true }).count()).toBe(
      (await page.locator('.service-card').count()) + 1,
    );
    expect(await page.getByText('Architectural Design', { exact: true }).count()).toBe(0);
    await expect.poll(() => tabTitle(page)).toBe('Nos services | Tema House Plans');
    await page.context().close();
  });

  it('shows How it works in French: the three steps and why choose us', async () => {
    // Prepare
    const page = await frenchVisitor();

    // Act
    await page.goto(`${shop.web}/fr/how-it-works`);

    // Assess
    await page.getByRole('heading', { name: 'Trois étapes simples' }).waitFor();
    expect(await mainHeading(page)).toBe('Du choix du plan à la construction en trois étapes');
    await page.getByRole('heading', { name: 'Téléchargez et construisez' }).waitFor();
    await page.getByText('Vos liens restent ouverts 7\u00a0jours.', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Satisfait ou remboursé pendant 30\u00a0jours' }).waitFor();
    expect(await page.getByText('Browse & Choose').count()).toBe(0);
    await expect.poll(() => tabTitle(page)).toBe('Comment ça marche | Tema House Plans');
    await page.context().close();
  });

  it('shows the Terms in French, saying the English version prevails, dated the French way', async () => {
    // Prepare
    const page = await frenchVisitor();

    // Act
    await page.goto(`${shop.web}/fr/terms`);

    // Assess
    expect(await mainHeading(page)).toBe('Conditions d’utilisation');
    await page.getByText('En cas de divergence, la version anglaise fait foi.').waitFor();
    expect(await page.locator('.legal-updated').innerText()).toBe('Dernière mise à jour\u00a0: 22 novembre 2026');
    await page
      .getByRole('heading', { name: '7. Remboursements\u00a0: notre garantie satisfait ou remboursé de 30' })
      .waitFor();
    await page.getByText('les fichiers du plan ne doivent pas avoir été téléchargés\u00a0;').waitFor();
    expect(await page.getByText('About these terms').count()).toBe(0);
    await expect.poll(() => tabTitle(page)).toBe('Conditions d’utilisation | Tema House Plans');
    await page.screenshot({ path: screenshotPath('french-terms-1280'), fullPage: true });
    await page.context().close();
  });

  it('shows the Cookie Policy in French with its settings in French', async () => {
    // Prepare
    const page = await frenchVisitor();

    // Act
    await page.goto(`${shop.web}/fr/cookies`);

    // Assess
    expect(await mainHeading(page)).toBe('Politique relative aux cookies');
    await page
      .getByText('Votre choix actuel\u00a0: cookies de mesure d’audience désactivés, cookies marketing désactivés.')
      .waitFor();
    await page.getByRole('button', { name: 'Paramètres des cookies' }).waitFor();
    await page.getByRole('heading', { name: 'Ce que sont les cookies' }).waitFor();
    await page.context().close();
  });
});

describe('the French content pages on a phone', () => {
  it('fit 360 px without sideways scrolling (French words run longer) and have no serious accessibility problem', async () => {
    // Prepare
    const page = await shop.openPage(360, { cookieChoiceMade: true, locale: 'fr-FR' });

    for (const path of ['/fr/about', '/fr/services', '/fr/how-it-works', '/fr/terms', '/fr/privacy', '/fr/cookies']) {
      // Act
      await page.goto(`${shop.web}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();

      // Assess
      expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityProblems(page), path).toEqual([]);
    }
    await page.context().close();
  });

  it('says in French that a newsletter unsubscribe worked, or that its link is not valid', async () => {
    // Prepare
    const page = await frenchVisitor();

    // Act
    await page.goto(`${shop.web}/fr/newsletter/unsubscribed?status=done`);

    // Assess
    expect(await mainHeading(page)).toBe('Votre désabonnement est confirmé');
    await page.getByText('Vous ne recevrez plus notre newsletter.', { exact: false }).waitFor();
    await expect.poll(() => tabTitle(page)).toBe('Désabonnement effectué | Tema House Plans');

    // Act: a link that is not valid
    await page.goto(`${shop.web}/fr/newsletter/unsubscribed`);

    // Assess
    expect(await mainHeading(page)).toBe('Ce lien n’est pas valide');
    await page.locator('.message-page').getByRole('link', { name: 'Nous contacter' }).waitFor();
    await page.context().close();
  });
});

describe('the same pages in English', () => {
  it.each([
    ['/about', 'Designing Homes for Ghanaian Families Since 2012', 'About Us', 'Too many families in Ghana start'],
    ['/services', 'Design, Engineering and Construction Under One Roof', 'Our Services', 'Choose a single service'],
    ['/how-it-works', 'From Browsing to Building in Three Steps', 'How It Works', 'Choosing and buying a house plan'],
    ['/terms', 'Terms of Service', 'Terms of Service', 'These terms apply to the website of'],
  ])('%s keeps its English heading, text and title', async (path, heading, title, sentence) => {
    // Prepare: an English browser
    const page = await shop.openPage(1280, { cookieChoiceMade: true, locale: 'en-GB' });

    // Act
    await page.goto(`${shop.web}${path}`);

    // Assess
    expect(await mainHeading(page)).toBe(heading);
    await page.getByText(sentence, { exact: false }).waitFor();
    await expect.poll(() => tabTitle(page)).toBe(`${title} | Tema House Plans`);
    expect(await page.getByText('En cas de divergence').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe(path);
    await page.context().close();
  });
});
