import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectErrors, prerenderedBuildInChromium } from '../support/prerendered-build.ts';

/*
 * The production build prerenders Home, Plans and the plan page (decision 0015). These tests build it, serve it
 * with `vite preview` (routes mapped to files as CloudFront's function maps them) and check that the HTML carries
 * the first screen and that React takes it over without a hydration error.
 */
const build = prerenderedBuildInChromium();

async function openPage(): Promise<Page> {
  const context = await build.browser.newContext({ viewport: { width: 390, height: 800 } });
  return context.newPage();
}

describe('the prerendered first screen', () => {
  it.each([
    ['/', 'Smart Modular Designs for Smart Plots'],
    ['/plans', 'Find Your Perfect House Plan'],
  ])('%s is served with the header, footer and page heading in its HTML', async (path, heading) => {
    const html = await (await fetch(`${build.preview.url}${path}`)).text();

    expect(html).toMatch(/<header class="site-header[^"]*">/);
    expect(html).toContain('<footer class="site-footer">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // Nothing but the small boot script loads before the first paint; it imports the app after it.
    expect(html).toMatch(/<script type="module" async src="\/assets\/boot-[\w-]+\.js"><\/script>/);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("serves a plan page the plan-page shell, whose boot script loads the route's code after the picture", async () => {
    const html = await (await fetch(`${build.preview.url}/plans/${build.planId}`)).text();

    expect(html).toContain('Back to Plans');
    expect(html).toContain('Loading plan details...');
    // The boot script starts the plan's request and paints its picture; the scripts download after it.
    const boot = /<script type="module" async src="(\/assets\/boot-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(boot).toBeDefined();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script type="module" crossorigin src=/);
    const bootSource = await (await fetch(`${build.preview.url}${boot}`)).text();
    expect(bootSource).toMatch(/"\/assets\/plan-detail-[\w-]+\.js"/);
  });

  it('serves other routes the empty app shell, which renders in the browser', async () => {
    const html = await (await fetch(`${build.preview.url}/about`)).text();
    expect(html).toContain('<div id="root"></div>');

    const page = await openPage();
    const errors = collectErrors(page);
    await page.goto(`${build.preview.url}/about`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates Home without an error, then shows the featured plans', async () => {
    const page = await openPage();
    const errors = collectErrors(page);
    await page.goto(build.preview.url);

    await page.getByRole('region', { name: 'Featured Plans' }).getByRole('article').nth(5).waitFor();
    // Hydrated: the (prerendered) menu button now answers.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates Plans without an error, then lists plans', async () => {
    const page = await openPage();
    const errors = collectErrors(page);
    await page.goto(`${build.preview.url}/plans`);

    await page.getByRole('region', { name: 'Plans' }).getByRole('article').first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hydrates a deep-linked plan page without an error, then shows the plan', async () => {
    const page = await openPage();
    const errors = collectErrors(page);
    await page.goto(`${build.preview.url}/plans/${encodeURIComponent(build.planId)}`);

    await page.getByRole('heading', { level: 1, name: build.planTitle }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['a plan page', () => `/plans/${encodeURIComponent(build.planId)}`, () => build.planTitle],
    ['Plans', () => '/plans', () => 'Find Your Perfect House Plan'],
  ])("%s waits on one stylesheet; its route's styles come in the HTML and are never fetched", async (_, path, h1) => {
    const html = await (await fetch(`${build.preview.url}${path()}`)).text();
    const blocking = [...html.matchAll(/<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*>/g)];
    expect(blocking).toHaveLength(1);
    expect(html).toMatch(/<style>[^<]+<\/style>/);

    const page = await openPage();
    const errors = collectErrors(page);
    await page.goto(`${build.preview.url}${path()}`);
    await page.getByRole('heading', { level: 1, name: h1() }).waitFor();
    // The app has loaded the route (and with it Vite's preload of the route's CSS): still the entry's stylesheet alone.
    const stylesheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.css')),
    );
    expect(stylesheets).toEqual([expect.stringMatching(/\/assets\/index-[\w-]+\.css$/)]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("paints a plan's main picture before the app has arrived, then hands over to the gallery", async () => {
    const page = await openPage();
    const errors = collectErrors(page);
    // The app's entry is held back, as a slow network would: only the HTML, CSS and boot script are there.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    const plan = await (await fetch(`${build.shop.api}/api/plans/${encodeURIComponent(build.planId)}`)).json();
    await page.goto(`${build.preview.url}/plans/${encodeURIComponent(build.planId)}`);

    // The picture is the variant this screen needs (the gallery's sizes and srcset), not the 1600 px fallback.
    const box = page.locator('.gallery-stage[data-early-picture]');
    const folder = (plan.image_url as string).replace(/1600\.jpg$/, '');
    await expect
      .poll(() => box.evaluate((element) => getComputedStyle(element).backgroundImage))
      .toMatch(new RegExp(`^url\\("${build.preview.url}${folder}(320|480|768)\\.webp"\\)$`));
    const early = /url\("(.+)"\)/.exec(await box.evaluate((element) => getComputedStyle(element).backgroundImage))?.[1];
    const earlyPlace = await box.boundingBox();
    await expect(page.getByText('Loading plan details...').isVisible()).resolves.toBe(true);

    releaseApp();
    const picture = page.getByRole('img', { name: new RegExp(`^${build.planTitle}, view 1 of \\d+$`) });
    await picture.waitFor();
    await expect(picture.getAttribute('src')).resolves.toBe(plan.image_url);
    // The gallery picks the same variant, so it comes from the cache the boot script filled.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(early);
    await expect(box.count()).resolves.toBe(0);
    // The gallery takes the box's place and size, so nothing moves when the app arrives.
    await expect(page.locator('.gallery-stage').boundingBox()).resolves.toEqual(earlyPlace);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("starts the app's scripts only once the plan's picture is on screen", async () => {
    const page = await openPage();
    await page.goto(`${build.preview.url}/plans/${encodeURIComponent(build.planId)}`);
    await page.getByRole('heading', { level: 1, name: build.planTitle }).waitFor();
    const { shownAt, scriptStartedAt } = await page.evaluate(async () => {
      // The browser's own record of when the early picture was presented (Element Timing) ...
      const shown = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => (e as PerformanceEntry & { identifier?: string }).identifier);
          if (entry) resolve((entry as PerformanceEntry & { renderTime: number }).renderTime);
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve(Number.NaN), 2000);
      });
      // ... and when the app's entry script was asked for.
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
      return { shownAt: shown, scriptStartedAt: entry?.startTime ?? Number.NaN };
    });
    expect(shownAt).toBeGreaterThan(0);
    expect(scriptStartedAt).toBeGreaterThanOrEqual(shownAt);
    await page.context().close();
  });
  it('takes the cookie banner away for a visitor who already chose', async () => {
    const page = await openPage();
    await page.context().addInitScript(() => {
      localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, analytics: false, marketing: false }));
    });
    const errors = collectErrors(page);
    await page.goto(`${build.preview.url}/plans`);

    await page.getByRole('region', { name: 'Plans' }).getByRole('article').first().waitFor();
    await expect(page.getByText('We use necessary cookies', { exact: false }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
