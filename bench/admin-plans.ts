import { chromium, type Page } from 'playwright-core';
import { startPreview } from '../local/preview-server.ts';
import { submitAdminLogin } from '../test/support/sign-in-pages.ts';
import { startBenchStack } from './bench-stack.ts';
import { CHROME_PATH } from './lighthouse.ts';

/**
 * The staff's plan list at the catalogue's size (`npx tsx bench/admin-plans.ts [plans]`, default 5,000): a fresh
 * offline stack seeded to that many plans (SEED_PLANS), the production build behind the offline edge, an admin
 * signed in in Chromium at 1280 px. Times, from the action to what a person sees: the first rows, a search, each
 * sort, and Load More pressed ten times; and checks what is shown (the count badge, rows matching the search,
 * prices in order). Printed only; the figures are copied into docs/performance.md by hand.
 */
const PLANS = Number(process.argv[2] ?? 5000);

const rows = (page: Page) => page.locator('table tbody tr');
const titles = (page: Page) =>
  page
    .locator('table tbody .admin-cell-title')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
const basicPrices = (page: Page) =>
  page
    .locator('table tbody .admin-price-main')
    .evaluateAll((cells) => cells.map((cell) => Number((cell.textContent ?? '').replace(/[^\d.]/g, ''))));

async function timed<T>(what: string, action: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await action();
  console.log(`${what}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

/** Runs the action and waits for the list's answer that matches, then for the frame that draws it. */
async function answered(page: Page, matches: (query: URLSearchParams) => boolean, action: () => Promise<unknown>) {
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/plans' && matches(new URL(response.url()).searchParams),
    { timeout: 30_000 },
  );
  await action();
  await answer;
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
}

process.env.SEED_PLANS = String(PLANS);
const seeding = Date.now();
const bench = await startBenchStack();
console.log(`stack up and seeded with SEED_PLANS=${PLANS} in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);
const server = await startPreview(bench.stack);
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
try {
  const admin = bench.stack.info.users.find((user) => user.role === 'admin');
  if (!admin) throw new Error('No seeded admin');
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${server.url}/admin/login`);
  await submitAdminLogin(page, admin);
  await page.waitForURL('**/admin/dashboard');

  await timed('first rows of /admin/plans (from navigation)', async () => {
    await page.goto(`${server.url}/admin/plans`);
    await rows(page).first().waitFor();
  });
  const badge = (await page.locator('.admin-count-badge').textContent()) ?? '';
  console.log(`count badge: "${badge}", rows shown: ${await rows(page).count()}`);

  const term = 'Courtyard';
  await timed(`search "${term}" (typing to the redrawn list, 300 ms debounce included)`, () =>
    answered(
      page,
      (query) => query.get('q') === term,
      () => page.getByLabel('Search plans').fill(term),
    ),
  );
  const found = await titles(page);
  console.log(
    `search badge: "${await page.locator('.admin-count-badge').textContent()}", rows: ${found.length}, rows without the term in the title: ${found.filter((title) => !title.toLowerCase().includes(term.toLowerCase())).length} (a match may be in the description)`,
  );
  await page.getByLabel('Search plans').fill('');
  await page.locator('.admin-count-badge', { hasText: badge }).waitFor();

  for (const [label, sort, order] of [
    ['Price: Low to High', 'price-asc', 1],
    ['Price: High to Low', 'price-desc', -1],
  ] as const) {
    await timed(`sort "${label}"`, () =>
      answered(
        page,
        (query) => query.get('sort') === sort,
        () => page.getByLabel('Sort plans').selectOption({ label }),
      ),
    );
    const prices = await basicPrices(page);
    const inOrder = prices.every((price, index) => index === 0 || (price - (prices[index - 1] ?? 0)) * order >= 0);
    console.log(
      `  ${prices.length} rows, basic prices in order: ${inOrder} (first ${prices[0]}, last ${prices.at(-1)})`,
    );
  }
  for (const [label, sort] of [
    ['Highest rated', 'rating'],
    ['Most downloaded', 'downloads'],
  ] as const) {
    await timed(`sort "${label}"`, () =>
      answered(
        page,
        (query) => query.get('sort') === sort,
        () => page.getByLabel('Sort plans').selectOption({ label }),
      ),
    );
  }
  await page.getByLabel('Sort plans').selectOption({ label: 'Featured first, newest' });

  const loadMore = page.getByRole('button', { name: 'Load More Plans' });
  const presses: number[] = [];
  await rows(page).first().waitFor();
  for (let press = 0; press < 10; press++) {
    // A small catalogue runs out of pages before ten presses.
    if (!(await loadMore.isVisible())) break;
    const before = await rows(page).count();
    const started = performance.now();
    await loadMore.click();
    await page.waitForFunction((count) => document.querySelectorAll('table tbody tr').length > count, before, {
      timeout: 30_000,
    });
    presses.push(performance.now() - started);
  }
  presses.sort((a, b) => a - b);
  console.log(
    `Load More x${presses.length}: median ${Math.round(presses[Math.floor(presses.length / 2)] ?? 0)} ms, slowest ${Math.round(presses.at(-1) ?? 0)} ms, rows now ${await rows(page).count()}`,
  );
  const ids = await page
    .locator('table tbody a[href*="/plans/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  console.log(`plans shown: ${ids.length}, shown twice: ${ids.length - new Set(ids).size}`);
} finally {
  await browser.close();
  await server.stop();
  await bench.stop();
}
