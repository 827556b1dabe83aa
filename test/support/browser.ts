import { readFileSync } from 'node:fs';
import { type Browser, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startTestStack, type TestStack } from './test-stack.ts';

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

/** The offline stack (with the web dev server) and the Chromium that visits it. */
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
    Object.assign(shop, await startTestStack('dev'));
    shop.browser = await launchChromium();
    shop.openPage = (width, options) => openPage(shop.browser, width, options);
  });
  afterAll(async () => {
    await shop.browser?.close();
    await shop.stop?.();
  });
  return shop;
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
}

async function openPage(browser: Browser, width: number, options: PageOptions = {}): Promise<Page> {
  const { height = 800, acceptDownloads, cookieChoiceMade = false, locale } = options;
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads, locale });
  if (cookieChoiceMade) {
    await context.addInitScript((key) => {
      if (!localStorage.getItem(key)) {
        localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
      }
    }, CONSENT_KEY);
  }
  return context.newPage();
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
