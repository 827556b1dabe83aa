import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ensureProductionBuild } from './production-build.ts';
import { savedSession } from './saved-session.ts';
import { type SessionTokens, startTestStack, type TestStack } from './test-stack.ts';

/** Debian's Chromium, with the flags this machine needs (no sandbox as root, no background networking). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The offline stack (serving the production build, as CloudFront does) and the Chromium that visits it. */
export interface ShopInChromium extends TestStack {
  browser: Browser;
  /** A fresh browser context (empty storage) and a page in it, `width` px wide. */
  openPage(width: number, options?: PageOptions): Promise<Page>;
}

/**
 * Starts the stack and Chromium before a test file and stops both after it. The object is filled in by
 * `beforeAll`, so read it inside hooks and tests only.
 */
export function shopInChromium(): ShopInChromium {
  const shop = {} as ShopInChromium;
  beforeAll(async () => {
    ensureProductionBuild();
    // Chromium starts while the stack does: neither needs the other before the first page opens. Whichever
    // started is kept even when the other failed, so afterAll stops it.
    const [stack, browser] = await Promise.allSettled([startTestStack('build'), launchChromium()]);
    if (stack.status === 'fulfilled') Object.assign(shop, stack.value);
    if (browser.status === 'fulfilled') shop.browser = browser.value;
    if (stack.status === 'rejected') throw stack.reason;
    if (browser.status === 'rejected') throw browser.reason;
    const site = { origin: new URL(shop.web).origin, clientId: shop.stack.info.cognito.clientId };
    shop.openPage = (width, options) => openPage(shop.browser, site, width, options);
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && shop.browser) console.error(await whatPagesShow(shop.browser));
  });
  afterAll(async () => {
    // Neither needs the other to stop, and Chromium takes seconds to shut down on a busy machine.
    await Promise.all([shop.browser?.close(), shop.stop?.()]);
  });
  return shop;
}

/**
 * What every open page showed when a test failed: its address and the start of its visible text (an error alert,
 * a spinner, an empty list), so a failure seen only in CI on a busy machine can be read from the log.
 */
async function whatPagesShow(browser: Browser): Promise<string> {
  const pages = browser.contexts().flatMap((context) => context.pages());
  const shown = await Promise.all(
    pages.map(async (page) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 2_000 })
        .catch((error: Error) => `(text not readable: ${error.message.split('\n')[0]})`);
      return `--- ${page.url()}\n${text.replace(/\n{2,}/g, '\n').slice(0, 1_500)}`;
    }),
  );
  return `What the open pages showed when the test failed:\n${shown.join('\n')}`;
}

/** Where the cookie banner keeps the visitor's choice. */
export const CONSENT_KEY = 'cookieConsent';

export interface PageOptions {
  height?: number;
  acceptDownloads?: boolean;
  /** Store a cookie choice first, so the banner does not cover what is tested. */
  cookieChoiceMade?: boolean;
  /** The browser's language (navigator.languages and Accept-Language), e.g. 'fr-FR'; Chromium's own when left out. */
  locale?: string;
  /** Open signed in: the session a sign-in gave (`shop.sessionOf`) already in the browser's storage. */
  signedIn?: SessionTokens;
}

async function openPage(
  browser: Browser,
  site: { origin: string; clientId: string },
  width: number,
  options: PageOptions = {},
): Promise<Page> {
  const { height = 800, acceptDownloads, cookieChoiceMade = false, locale, signedIn } = options;
  // Set once when the context is made, so a sign-out in the test stays signed out.
  const storageState = signedIn
    ? { cookies: [], origins: [{ origin: site.origin, localStorage: savedSession(site.clientId, signedIn) }] }
    : undefined;
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads, locale, storageState });
  if (cookieChoiceMade) {
    await context.addInitScript((key) => {
      if (!localStorage.getItem(key)) {
        localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
      }
    }, CONSENT_KEY);
  }
  const page = await context.newPage();
  waitForHydrationOnEveryLoad(page);
  return page;
}

/**
 * A prerendered page shows its buttons before React has taken it over, and a click in that moment is lost
 * (on a phone as in a test). Every page load a test makes here waits until the page has hydrated, as a person
 * would wait for the page to respond; pages that were not prerendered (an empty #root) pass at once.
 */
function waitForHydrationOnEveryLoad(page: Page): void {
  const hydrated = () => waitForHydration(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/** How many px the page is wider than the window (more than 0 means it scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The bytes of a finished download, as saved on disk. */
export async function savedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error(`${download.suggestedFilename()} was not saved`);
  return readFileSync(path);
}

/** Waits until React has taken over a prerendered page (at once for pages that were not prerendered). */
export async function waitForHydration(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
      return;
    } catch (error) {
      // A language redirect replaces the page while we wait: wait again on the page it lands on.
      if (attempt >= 2 || !/context was destroyed|navigation/i.test(String(error))) throw error;
      await page.waitForLoadState();
    }
  }
}
