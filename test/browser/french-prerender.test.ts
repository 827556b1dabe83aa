import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreview } from '../../local/preview-server.ts';
import { launchChromium } from '../support/browser.ts';
import { ensureProductionBuild } from '../support/production-build.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * Each prerendered page exists in English and in French (decision 0026): its own URL, its language, its canonical
 * address and hreflang links to both versions, served as CloudFront's function maps them (vite preview).
 */
let shop: TestStack;
let preview: Awaited<ReturnType<typeof startPreview>>;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let planId: string;
let planTitle: string;

beforeAll(async () => {
  shop = await startTestStack('none');
  ensureProductionBuild();
  preview = await startPreview(shop.stack);
  browser = await launchChromium();
  const plan = (await (await fetch(`${shop.api}/api/plans?limit=1`)).json()).plans[0];
  planId = plan.id;
  planTitle = plan.title;
});

afterAll(async () => {
  await browser?.close();
  await preview?.stop();
  await shop?.stop();
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const links = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([\w-]+)")? href="([^"]+)">/g)].map(
    ([, rel, lang, href]) => `${rel}${lang ? ` ${lang}` : ''} ${href}`,
  );

describe('the prerendered pages in both languages', () => {
  it.each([
    ['/fr', 'Des plans modulaires malins pour des terrains bien pensés', '/'],
    ['/fr/plans', 'Trouvez le plan de maison idéal', '/plans'],
  ])('%s is French in its HTML, with its canonical address and hreflang links', async (path, heading, english) => {
    const html = await (await fetch(`${preview.url}${path}`)).text();

    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('<title>Plans de maisons modulaires au Ghana | Tema House Plans</title>');
    expect(links(html)).toEqual([
      `canonical ${path}`,
      `alternate en ${english}`,
      `alternate fr ${path}`,
      `alternate x-default ${english}`,
    ]);
  });

  it.each([
    ['/', '/fr'],
    ['/plans', '/fr/plans'],
  ])('the English %s links to its French version and names itself canonical', async (path, french) => {
    const html = await (await fetch(`${preview.url}${path}`)).text();

    expect(html).toContain('<html lang="en">');
    expect(links(html)).toEqual([
      `canonical ${path}`,
      `alternate en ${path}`,
      `alternate fr ${french}`,
      `alternate x-default ${path}`,
    ]);
  });

  it('serves a French plan page the French plan shell, and the app sets its links for that plan', async () => {
    const html = await (await fetch(`${preview.url}/fr/plans/${planId}`)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Retour aux plans');
    const page = await browser.newPage();
    const errors = collectErrors(page);

    await page.goto(`${preview.url}/fr/plans/${encodeURIComponent(planId)}`);
    await page.getByRole('heading', { level: 1, name: planTitle }).waitFor();

    const path = `/fr/plans/${encodeURIComponent(planId)}`;
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${preview.url}${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).resolves.toBe(
      `${preview.url}/plans/${encodeURIComponent(planId)}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).resolves.toBe(
      `${preview.url}/plans/${encodeURIComponent(planId)}`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/fr', 'Plans à la une'],
    ['/fr/plans', 'Plans'],
  ])('hydrates %s without an error', async (path, region) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const errors = collectErrors(page);

    await page.goto(`${preview.url}${path}`);

    await page.getByRole('region', { name: region }).getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
