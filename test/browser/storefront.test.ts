import { describe, expect, it } from 'vitest';
import { shopInChromium, sidewaysOverflow } from '../support/browser.ts';
import { screenshotPath } from '../support/screenshots.ts';

const shop = shopInChromium();

async function activeVillaCount(): Promise<number> {
  const response = await fetch(`${shop.api}/api/plans?type=villa&limit=1`);
  return (await response.json()).total;
}

describe('the storefront in Chromium', () => {
  it('shows six featured plans on Home', async () => {
    const page = await shop.openPage(1280);
    await page.goto(shop.web);

    await expect(
      page.getByRole('heading', { name: 'Smart Modular Designs for Smart Plots' }).isVisible(),
    ).resolves.toBe(true);
    const featured = page.getByRole('region', { name: 'Featured Plans' });
    await featured.getByRole('article').nth(5).waitFor();
    expect(await featured.getByRole('article').count()).toBe(6);
    await expect(featured.getByText('Featured', { exact: true }).first().isVisible()).resolves.toBe(true);
    await page.screenshot({ path: screenshotPath('home-1280'), fullPage: true });
    await page.context().close();
  });

  it('filters the plan list to villas and loads the next page with Load More', async () => {
    const villas = await activeVillaCount();
    expect(villas).toBeGreaterThan(12);
    const page = await shop.openPage(1280);
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
    await page.screenshot({ path: screenshotPath('plans-villas-1280'), fullPage: true });
    await page.context().close();
  });

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const page = await shop.openPage(360);
    for (const path of ['/', '/plans']) {
      await page.goto(`${shop.web}${path}`);
      await page.getByRole('article').first().waitFor();
      const overflow = await sidewaysOverflow(page);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Menu' }).isVisible();
      await page.screenshot({ path: screenshotPath(`${path === '/' ? 'home' : 'plans'}-360`), fullPage: true });
    }
    await page.context().close();
  });

  it('shows the top ad on a 360 px phone as real text beside its picture, at a size a person can read', async () => {
    const page = await shop.openPage(360, { height: 780, cookieChoiceMade: true });
    await page.goto(`${shop.web}/plans`);
    const ad = page.getByRole('complementary', { name: 'Advertisement, top banner' });
    await ad.waitFor();
    const picture = ad.locator('img');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const title = ad.locator('.ad-title');
    const description = ad.locator('.ad-description');
    const sizes = await Promise.all(
      [title, description].map((text) =>
        text.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
      ),
    );
    const [titleBox, pictureBox] = await Promise.all([title.boundingBox(), picture.boundingBox()]);

    expect(await title.textContent()).not.toBe('');
    expect(sizes[0]).toBeGreaterThanOrEqual(16);
    expect(sizes[1]).toBeGreaterThanOrEqual(14);
    // Beside the picture, within the banner's height, and the picture the smallest variant
    expect(titleBox && pictureBox && titleBox.x >= pictureBox.x + pictureBox.width).toBe(true);
    expect(pictureBox?.width).toBeLessThanOrEqual(96);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/320\.webp$/);
    await ad.screenshot({ path: screenshotPath('ad-top-360') });
    await page.context().close();
  });
});
