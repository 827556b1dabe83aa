import type { BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { CONSENT_KEY, shopInChromium, waitForHydration } from '../support/browser.ts';
import { paidOrder } from '../support/paystack-stand-in.ts';
import { logInThroughDialog } from '../support/sign-in-pages.ts';

const shop = shopInChromium();
const PLAN = '/plans/tema-courtyard-villa';

/** Waits until the shop's service worker controls the page (it registers once the page is idle). */
async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30_000 });
}

/** Every address in the context's Cache Storage, cache by cache. */
function cachedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) all.push(request.url);
    }
    return all;
  });
}

/** Local storage as text, to look for a person's data in it. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ ...localStorage }));
}

/** Requests that left the browser for the network, from the page or from its service worker. */
function networkRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (request.serviceWorker() || !request.frame().page()) seen.push(request.url());
  });
  context.on('response', (response: Response) => {
    if (!response.fromServiceWorker() && !response.request().serviceWorker()) seen.push(response.url());
  });
  return seen;
}

describe('repeat visits', () => {
  it('a second visit of a plan page takes its scripts, styles and pictures from the service worker cache', async () => {
    // Prepare: a first visit installs the worker
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    const seenFirst = new Set<string>();
    page.on('requestfinished', (request) => seenFirst.add(request.url()));
    await page.goto(`${shop.web}${PLAN}`, { waitUntil: 'networkidle' });
    await controlledByWorker(page);
    await expect.poll(async () => (await cachedAddresses(page)).some((url) => url.includes('/images/'))).toBe(true);

    // Act: the buyer comes back
    page.removeAllListeners('requestfinished');
    // The gallery may be fetching its next picture right now: its copy is written once it has fully arrived.
    await page.waitForTimeout(1500);
    const fromNetwork = networkRequests(page.context());
    const answers: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (response) => answers.push({ url: response.url(), fromWorker: response.fromServiceWorker() }));
    await page.goto(`${shop.web}${PLAN}`, { waitUntil: 'networkidle' });

    // Assess: every file and picture the first visit loaded came from the worker's cache, none from the network
    const isFile = (url: string) => /\/(assets|images)\//.test(new URL(url).pathname);
    const seenAgain = answers.filter(({ url }) => isFile(url) && seenFirst.has(url));
    expect(seenAgain.length).toBeGreaterThan(3);
    expect(seenAgain.filter((file) => !file.fromWorker)).toEqual([]);
    expect(fromNetwork.filter((url) => isFile(url) && seenFirst.has(url))).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy();
    await page.context().close();
  });

  it('the buyer reads their favourites and orders offline, with an offline notice; after sign-out the next visitor finds none of it', async () => {
    // Prepare: the buyer has a favourite, and opens both lists once online
    const buyer = shop.seeded('user');
    const token = await shop.signIn('user');
    const call = apiCaller(shop.api);
    const plan = (await call<{ plans: { id: string; title: string }[] }>('GET', '/api/plans?limit=1')).body.plans[0];
    if (!plan) throw new Error('No seeded plan');
    expect((await call('POST', '/api/favorites', token, { planId: plan.id })).status).toBeLessThan(300);
    const { orderId } = await paidOrder(shop, token, { email: buyer.email, planId: plan.id, packageType: 'basic' });
    const orders = (await call<{ orders: { id: string; plan_title: string }[] }>('GET', '/api/orders', token)).body
      .orders;
    const page = await shop.openPage(360, { cookieChoiceMade: true });
    await page.goto(shop.web);
    await controlledByWorker(page);
    await logInThroughDialog(page, buyer);
    await page.waitForURL('**/user/dashboard');
    await page.goto(`${shop.web}/user/favorites`);
    await page.getByRole('heading', { name: plan.title }).first().waitFor();
    await page.goto(`${shop.web}/user/orders`);
    await page.locator('.orders-stats').waitFor();

    // Act: the phone loses its network
    await page.context().setOffline(true);
    await page.goto(`${shop.web}/user/favorites`);

    // Assess: the kept lists, each with the offline notice
    await page.getByText(/You are offline\. These are your favorites as they were on/).waitFor();
    await page.getByRole('heading', { name: plan.title }).first().waitFor();
    await page.goto(`${shop.web}/user/orders`);
    await page.getByText(/You are offline\. These are your orders as they were on/).waitFor();
    await expect
      .poll(() => page.locator('.orders-stats .stat-card').first().innerText())
      .toMatch(new RegExp(`Total Orders\\s+${orders.length}$`));
    expect(orders.map((order) => order.id)).toContain(orderId);
    await page
      .getByText(`#${orderId.slice(-8)}`)
      .first()
      .waitFor();

    // Act: back online, the buyer signs out
    await page.context().setOffline(false);
    await page.goto(shop.web);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Account menu/ }).click();
    await header.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Get Started' }).waitFor();

    // Assess: nothing of the buyer is left in this browser, in storage or in the worker's caches
    const stored = await storedText(page);
    expect(stored).not.toContain(plan.title);
    expect(stored).not.toContain('offlineCopy');
    for (const order of orders) expect(stored).not.toContain(order.id);
    expect((await cachedAddresses(page)).filter((url) => url.includes('/api/'))).toEqual([]);
    // ...and the next visitor, offline, opening the buyer's list gets no list
    await page.context().setOffline(true);
    await page.goto(`${shop.web}/user/favorites`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(1000);
    expect(await page.getByText(/You are offline/).count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toContain(plan.title);
    await page.context().close();
  });
});

describe('what the edge says about the worker and the manifest', () => {
  it('serves /sw.js revalidated at every visit and the manifest with its icons, under a CSP that allows both', async () => {
    const page = await shop.openPage(360);
    const worker = await page.request.get(`${shop.web}/sw.js`);
    const manifest = await page.request.get(`${shop.web}/manifest.webmanifest`);

    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    expect(worker.headers()['content-security-policy']).toContain("worker-src 'self'");
    expect(manifest.headers()['content-type']).toMatch(/manifest\+json/);
    const icons = ((await manifest.json()) as { icons: { sizes: string; purpose: string }[] }).icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    await page.context().close();
  });
});

describe('Save-Data', () => {
  it('the gallery fetches no picture the buyer has not asked for, and steps to a lighter one when asked', async () => {
    // Prepare: a phone at 2 device pixels per CSS pixel whose data saver is on
    const context = await shop.browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 2 });
    await context.addInitScript((key) => {
      localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, marketing: false }));
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
      });
    }, CONSENT_KEY);
    const page = await context.newPage();
    // The page's own clock, so the wait below runs its timers through ten seconds without waiting them out.
    await page.clock.install();
    await page.goto(`${shop.web}${PLAN}`, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    const counter = page.locator('.gallery-counter');
    expect(await counter.textContent()).toMatch(/^1 \/ [2-9]/);
    const pictures: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') pictures.push(request.url());
    });

    // Act: the page is left open for three turns of the gallery
    await page.clock.runFor(10_000);

    // Assess: still the first picture, and nothing downloaded meanwhile
    expect(await counter.textContent()).toMatch(/^1 \//);
    expect(pictures).toEqual([]);

    // Act: the buyer asks for the next picture
    await page.getByRole('button', { name: 'Next picture' }).click();
    await page.waitForLoadState('networkidle');

    // Assess: one picture, the width a 1x screen would take (480), not the 768 a 2x phone takes
    expect(pictures.length).toBe(1);
    expect(pictures[0]).toMatch(/\/(320|480)\.(webp|jpg)$/);
    await page.context().close();
  });
});
