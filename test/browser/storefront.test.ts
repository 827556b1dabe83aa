import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let browser: Browser;

const SCREENSHOTS = 'test-results/screenshots';

beforeAll(async () => {
  shop = await startTestStack('dev');
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function openPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  return context.newPage();
}

async function activeVillaCount(): Promise<number> {
  const response = await fetch(`${shop.api}/api/plans?type=villa&limit=1`);
  return (await response.json()).total;
}

describe('the storefront in Chromium', () => {
  it('shows six featured plans on Home', async () => {
    const page = await openPage(1280);
    await page.goto(shop.web);

    await expect(
      page.getByRole('heading', { name: 'Smart Modular Designs for Smart Plots' }).isVisible(),
    ).resolves.toBe(true);
    const featured = page.getByRole('region', { name: 'Featured Plans' });
    await featured.getByRole('article').nth(5).waitFor();
    expect(await featured.getByRole('article').count()).toBe(6);
    await expect(featured.getByText('Featured', { exact: true }).first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: `${SCREENSHOTS}/home-1280.png`, fullPage: true });
    await page.context().close();
  });

  it('filters the plan list to villas and loads the next page with Load More', async () => {
    const villas = await activeVillaCount();
    expect(villas).toBeGreaterThan(12);
    const page = await openPage(1280);
    await page.goto(shop.web);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' }).click();
    await page.getByLabel('Plan type').selectOption({ label: 'Villas' });
    await page.getByRole('heading', { name: `${villas} Amazing Plans Found` }).waitFor();
    const results = page.getByRole('region', { name: 'Plans' });
    const cards = results.getByRole('article');
    await cards.nth(11).waitFor();
    expect(await cards.count()).toBe(12);
    const typeBadges = await results.locator('.badge-type').allTextContents();
    expect(new Set(typeBadges)).toEqual(new Set(['Villa']));

    await page.getByRole('button', { name: 'Load More Plans' }).click();
    await cards.nth(12).waitFor();
    expect(await cards.count()).toBe(Math.min(villas, 24));
    expect(new URL(page.url()).searchParams.get('type')).toBe('villa');
    await page.screenshot({ path: `${SCREENSHOTS}/plans-villas-1280.png`, fullPage: true });
    await page.context().close();
  });

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const page = await openPage(360);
    for (const path of ['/', '/plans']) {
      await page.goto(`${shop.web}${path}`);
      await page.getByRole('article').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Menu' }).isVisible();
      await page.screenshot({ path: `${SCREENSHOTS}/${path === '/' ? 'home' : 'plans'}-360.png`, fullPage: true });
    }
    await page.context().close();
  });
});
