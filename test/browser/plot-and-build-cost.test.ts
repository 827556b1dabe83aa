import { DEFAULT_PLOT_SETBACKS } from '@shop/shared/build/plot-fit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../local/seed/plan-catalogue.ts';
import { seedFootprint } from '../../local/seed/plan-footprint.ts';
import { shopInChromium } from '../support/browser.ts';
import { submitAdminLogin } from '../support/sign-in-pages.ts';

const shop = shopInChromium();

const openPage = (width: number) => shop.openPage(width, { cookieChoiceMade: true, height: 900 });

/** What the seed says should and should not fit a 70 x 100 ft plot with the firm's default setbacks. */
function seededFor70x100() {
  const room = { width: 70 * 0.3048 - 2 * DEFAULT_PLOT_SETBACKS.side_m, depth: 100 * 0.3048 - 6 };
  const active = PLAN_CATALOGUE.filter((entry) => entry.status === 'active');
  const fits = (entry: (typeof active)[number]) => {
    const { footprint_width_m, footprint_depth_m } = seedFootprint(entry);
    return footprint_width_m <= room.width && footprint_depth_m <= room.depth;
  };
  return {
    fitting: active.filter(fits).map((entry) => entry.title),
    tooBig: active.filter((entry) => !fits(entry)).map((entry) => entry.title),
  };
}

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('.plan-card-title').allTextContents();
}

const KASOA = PLAN_CATALOGUE.find((entry) => entry.id === 'kasoa-compact-villa');

describe('plot fit and cost to build in Chromium', () => {
  it('picks a 70 x 100 ft plot on /plans and shows only the plans that fit, each saying by how much', async () => {
    const { fitting, tooBig } = seededFor70x100();
    expect(tooBig.length).toBeGreaterThan(0);
    const page = await openPage(1280);
    await page.goto(`${shop.web}/plans`);
    await page.getByRole('heading', { name: /Amazing Plans Found/ }).waitFor();

    await page.getByRole('button', { name: '70 x 100 ft' }).click();
    await page.waitForURL(/plotWidth=70&plotDepth=100&plotUnit=ft/);
    await page.getByRole('heading', { name: `${fitting.length} Amazing Plans Found` }).waitFor();
    // Load More to the end, then every card is one of the fitting plans and none of the others.
    const more = page.getByRole('button', { name: 'Load More Plans' });
    while (await more.isVisible()) {
      const before = (await cardTitles(page)).length;
      await more.click();
      await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThan(before);
    }
    const shown = await cardTitles(page);

    expect(shown.sort()).toEqual([...fitting].sort());
    for (const title of tooBig) expect(shown).not.toContain(title);
    const notes = await page.locator('.plot-fit-note').allTextContents();
    expect(notes).toHaveLength(shown.length);
    for (const note of notes) expect(note).toMatch(/^Fits with \d+ ft to spare in width and \d+ ft in depth$/);
    await expect(page.getByRole('button', { name: '70 x 100 ft' }).getAttribute('aria-pressed')).resolves.toBe('true');

    // The plot is in the address, so a shared link opens the same list.
    const shared = await openPage(1280);
    await shared.goto(page.url());
    await shared.getByRole('heading', { name: `${fitting.length} Amazing Plans Found` }).waitFor();

    // The comparison shows the cost to build beside the prices.
    await page.getByRole('checkbox', { name: `Compare ${shown[0]}` }).check();
    await page.getByRole('button', { name: /Compare Plans/ }).click();
    await page.getByRole('rowheader', { name: 'Cost to Build (est.)' }).waitFor();
    await page.context().close();
    await shared.context().close();
  });

  it('changes a rate in admin and the plan page estimate follows it; the button opens a filled contact form', async () => {
    if (!KASOA) throw new Error('The seed has no kasoa-compact-villa');
    const visitor = await openPage(1280);
    await visitor.goto(`${shop.web}/plans/${KASOA.id}`);
    const range = visitor.getByTestId('build-cost-range');
    // 165 sq m at the default rates for all regions: 4,200 basic to 9,500 high-end per sq m.
    await expect.poll(() => range.textContent(), { timeout: 20_000 }).toBe('₵693,000 - ₵1,568,000');
    await visitor.context().close();

    const admin = await openPage(1280);
    await admin.goto(`${shop.web}/admin/login`);
    await submitAdminLogin(admin, shop.seeded('admin'));
    await admin.waitForURL('**/admin/dashboard', { timeout: 60_000 });
    await admin.goto(`${shop.web}/admin/settings`);
    await admin.getByRole('tab', { name: 'Plot & Build Costs' }).click({ timeout: 60_000 });
    await admin.getByLabel('Basic rate, all other regions').fill('5000');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.locator('.toast').getByText('Settings saved successfully', { exact: true }).first().waitFor();
    await admin.context().close();

    const later = await openPage(1280);
    await later.goto(`${shop.web}/plans/${KASOA.id}`);
    const today = new Date();
    const month = today.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    await expect
      .poll(() => later.getByTestId('build-cost-range').textContent(), { timeout: 20_000 })
      .toBe('₵825,000 - ₵1,568,000');
    await later.getByText(`Rates set on ${today.getUTCDate()} ${month} ${today.getUTCFullYear()}.`).waitFor();
    await expect(later.getByRole('cell', { name: /^₵825,000/ }).isVisible()).resolves.toBe(true);

    await later.getByRole('link', { name: 'Get a detailed estimate' }).click();
    await later.waitForURL(/\/contact\?service=cost-planning/);
    await expect
      .poll(() => later.getByLabel('Subject').inputValue())
      .toBe(`Cost Planning & Quantity Surveying: ${KASOA.title}`);
    await expect(later.getByRole('textbox', { name: 'Message', exact: true }).inputValue()).resolves.toContain(
      `(plan ${KASOA.id})`,
    );
    await later.context().close();
  });
});
