import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAccessibilityProblems } from '../support/accessibility.ts';
import { CONSENT_KEY, shopInChromium, sidewaysOverflow } from '../support/browser.ts';
import { mailDirOf } from '../support/mailbox.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

/** A fresh visitor (empty storage); `decided` stores a cookie choice first so the banner stays out of the way. */
async function visitor(width = 1280, decided = false): Promise<{ context: BrowserContext; page: Page }> {
  const page = await shop.openPage(width, { cookieChoiceMade: decided });
  return { context: page.context(), page };
}

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' });

const storedConsent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY);

/** The gtag commands queued so far, as plain arrays. */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((command) => command[0] === 'consent'),
  );

const analyticsScripts = (page: Page) =>
  page.evaluate(() => [...document.scripts].filter((script) => script.src.includes('googletagmanager')).length);

async function firstActivePlanId(): Promise<string> {
  const body = (await (await fetch(`${shop.api}/api/plans?limit=1`)).json()) as { plans: { id: string }[] };
  return body.plans[0]?.id ?? '';
}

describe('cookie consent', () => {
  it('asks on a first visit, denies everything by default, and remembers Reject All across a reload', async () => {
    const { context, page } = await visitor(360);
    await page.goto(shop.web);

    await banner(page).waitFor();
    expect((await consentCommands(page))[0]).toEqual([
      'consent',
      'default',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    await page.screenshot({ path: screenshotPath('consent-banner-360') });

    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(JSON.parse((await storedConsent(page)) ?? '')).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Smart Modular Designs for Smart Plots' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    expect(await analyticsScripts(page)).toBe(0);
    await context.close();
  });

  it('treats the close button as Reject All', async () => {
    const { context, page } = await visitor();
    await page.goto(`${shop.web}/about`);

    await banner(page)
      .getByRole('button', { name: /Close cookie banner/ })
      .click();

    await banner(page).waitFor({ state: 'detached' });
    expect(JSON.parse((await storedConsent(page)) ?? '')).toMatchObject({ analytics: false, marketing: false });
    await context.close();
  });

  it('customizes: necessary locked on, Cancel keeps asking, Save stores the choice, which survives a reload', async () => {
    const { context, page } = await visitor();
    await page.goto(`${shop.web}/faq`);
    const customize = banner(page).getByRole('button', { name: 'Customize' });

    await customize.click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor();
    const necessary = dialog.getByRole('switch', { name: /Necessary/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedConsent(page)).toBeNull();
    expect(await customize.evaluate((button) => button === document.activeElement)).toBe(true);

    await customize.click();
    await dialog.getByRole('switch', { name: 'Analytics' }).check();
    await page.screenshot({ path: screenshotPath('consent-dialog-1280') });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await banner(page).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
    expect(await banner(page).count()).toBe(0);
    expect(JSON.parse((await storedConsent(page)) ?? '')).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    expect((await consentCommands(page)).at(-1)?.[2]).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
    // No analytics id is configured, so granting analytics still loads nothing.
    expect(await analyticsScripts(page)).toBe(0);
    await context.close();
  });

  it('removes an unreadable stored choice and asks again', async () => {
    const { context, page } = await visitor();
    await context.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem(key, '{"analytics": maybe');
      }
    }, CONSENT_KEY);

    await page.goto(shop.web);

    await banner(page).waitFor();
    expect(await storedConsent(page)).toBeNull();
    await context.close();
  });

  it('lets a visitor change the choice later from the Cookie Policy page', async () => {
    const { context, page } = await visitor(1280, true);
    await page.goto(`${shop.web}/cookies`);

    await page.getByText('Your current choice: analytics off, marketing off.').waitFor();
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Marketing' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();

    await page.getByText('Your current choice: analytics off, marketing on.').waitFor();
    expect(JSON.parse((await storedConsent(page)) ?? '')).toMatchObject({ marketing: true });
    await context.close();
  });
});

describe('help and contact pages', () => {
  it('filters the FAQ by text and category, says No questions found, and opens an answer', async () => {
    const { context, page } = await visitor(360, true);
    await page.goto(`${shop.web}/faq`);
    const search = page.getByRole('searchbox', { name: 'Search questions' });

    await search.fill('MOBILE MONEY');
    await page.getByRole('button', { name: 'How can I pay?' }).waitFor();
    await search.fill('swimming pool');
    await page.getByRole('heading', { name: 'No questions found' }).waitFor();

    await search.fill('');
    await page.getByRole('button', { name: 'Pricing & Packages' }).click();
    const question = page.getByRole('button', { name: 'What is the difference between Basic, Standard and Premium?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('plus 3D renderings of the house').waitFor();
    expect(await page.getByRole('button', { name: 'How can I pay?' }).count()).toBe(0);
    const chat = page.getByRole('link', { name: /Chat on WhatsApp/ });
    expect(await chat.getAttribute('href')).toBe('https://wa.me/233240001234');
    expect(await chat.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('sends the contact form: field errors first, then Message Sent!, the 24-hour panel and a mail for the firm', async () => {
    const { context, page } = await visitor(360, true);
    await page.goto(`${shop.web}/contact`);
    const subject = `Villa for a 70 x 100 plot (${Date.now()})`;

    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Full Name is required').waitFor();
    expect(await page.getByLabel('Full Name').evaluate((input) => input === document.activeElement)).toBe(true);

    await page.getByLabel('Full Name').fill('Efua Owusu');
    await page.getByLabel('Email Address').fill('efua@example.com');
    await page.getByLabel('Phone Number (optional)').fill('+233 24 555 0101');
    await page.getByLabel('Plan Type (optional)').selectOption('villa');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('We would like a four-bedroom villa with a boys quarters.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { name: 'Message Sent!' }).waitFor();
    await page.getByText("Thank you for contacting us. We'll get back to you soon.").waitFor();
    await page.getByRole('heading', { name: 'We reply within 24 hours' }).waitFor();
    expect(new URL(page.url()).search).toBe('?success=true');
    const mailDir = mailDirOf(shop);
    const mails = existsSync(mailDir) ? readdirSync(mailDir).filter((name) => name.endsWith('.eml')) : [];
    const contents = mails.map((name) => readFileSync(join(mailDir, name), 'utf8'));
    expect(contents.filter((text) => text.includes(`Subject: Contact form: ${subject}`))).toHaveLength(1);
    await page.screenshot({ path: screenshotPath('contact-sent-360'), fullPage: true });
    await context.close();
  });

  it('thanks a visitor who joins the newsletter in the footer, after refusing a malformed address', async () => {
    const { context, page } = await visitor(360, true);
    await page.goto(`${shop.web}/services`);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email for newsletter');

    await email.fill('kwame@example');
    await footer.getByRole('button', { name: 'Join' }).click();
    await footer.getByText('Please enter a valid email address, e.g. ama@example.com').waitFor();

    await email.fill(`kwame.${Date.now()}@example.com`);
    await footer.getByRole('button', { name: 'Join' }).click();

    await footer
      .getByText('Almost done! Check your inbox and confirm your subscription with the link we sent you.')
      .waitFor();
    expect(await email.inputValue()).toBe('');
    await context.close();
  });

  it('opens blog articles in a new tab and shows each one in full', async () => {
    const { context, page } = await visitor(1280, true);
    await page.goto(`${shop.web}/blog`);

    await page.getByRole('searchbox', { name: 'Search articles' }).fill('rainwater');
    const link = page.getByRole('link', { name: /Read Article Solar-Ready and Water-Wise/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [article] = await Promise.all([context.waitForEvent('page'), link.click()]);

    await article.getByRole('heading', { level: 1, name: /Solar-Ready and Water-Wise/ }).waitFor();
    await article.getByRole('heading', { name: 'Harvest the rain' }).waitFor();
    await context.close();
  });

  it('shows the firm’s projects and one project in full', async () => {
    const { context, page } = await visitor(360, true);
    await page.goto(`${shop.web}/portfolio`);

    await page.getByRole('article').nth(3).waitFor();
    expect(await page.getByRole('article').count()).toBe(4);
    await page.getByRole('link', { name: /View Project Courtyard Villa, Sakumono/ }).click();

    await page.getByRole('heading', { level: 1, name: 'Courtyard Villa, Sakumono' }).waitFor();
    await page.getByRole('heading', { name: 'Key Features' }).waitFor();
    await page.getByRole('heading', { name: 'Specifications' }).waitFor();
    await page.goto(`${shop.web}/portfolio/no-such-project`);
    await page.getByRole('heading', { name: 'Project not found.' }).waitFor();
    await context.close();
  });

  it('fits every content page on a 360 px phone without sideways scrolling', async () => {
    const { context, page } = await visitor(360, true);
    for (const path of [
      '/about',
      '/services',
      '/how-it-works',
      '/faq',
      '/contact',
      '/portfolio',
      '/blog',
      '/terms',
      '/privacy',
      '/cookies',
    ]) {
      await page.goto(`${shop.web}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await sidewaysOverflow(page);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      expect(await page.title(), path).toMatch(/ \| Tema House Plans$/);
      expect(await page.locator('meta[property="og:url"]').getAttribute('content'), path).toBe(`${shop.web}${path}`);
    }
    await context.close();
  });
});

describe('accessibility (axe-core: no serious or critical problems)', () => {
  it('on Home, with the cookie banner showing', async () => {
    const { context, page } = await visitor();
    await page.goto(shop.web);
    await page.getByRole('region', { name: 'Featured Plans' }).getByRole('article').first().waitFor();
    await banner(page).waitFor();

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('on the plan list', async () => {
    const { context, page } = await visitor(1280, true);
    await page.goto(`${shop.web}/plans`);
    await page.getByRole('region', { name: 'Plans' }).getByRole('article').first().waitFor();

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('on a plan page, which also shares its image and price', async () => {
    const id = await firstActivePlanId();
    const { context, page } = await visitor(1280, true);
    await page.goto(`${shop.web}/plans/${id}`);
    await page.getByRole('heading', { name: 'Choose Your Package' }).waitFor();

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toContain(`/images/plans/${id}/`);
    expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toMatch(
      /From ₵[\d,.]+ \(≈ \$[\d,.]+\)/,
    );
    await context.close();
  });

  it('on Contact, including its error state', async () => {
    const { context, page } = await visitor(360, true);
    await page.goto(`${shop.web}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Full Name is required').waitFor();

    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await context.close();
  });

  it('on the other content pages', async () => {
    const { context, page } = await visitor(1280, true);
    for (const path of ['/about', '/services', '/how-it-works', '/faq', '/portfolio', '/blog', '/cookies']) {
      await page.goto(`${shop.web}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');

      expect(await seriousAccessibilityProblems(page), path).toEqual([]);
    }
    await context.close();
  });
});
