import { describe, expect, it } from 'vitest';
import { collectErrors, prerenderedBuildInChromium } from '../support/prerendered-build.ts';

/*
 * Each prerendered page exists in English and in French (decision 0026): its own URL, its language, its canonical
 * address and hreflang links to both versions, served as CloudFront's function maps them (vite preview).
 */
const build = prerenderedBuildInChromium();

const links = (html: string) =>
  [...html.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([\w-]+)")? href="([^"]+)">/g)].map(
    ([, rel, lang, href]) => `${rel}${lang ? ` ${lang}` : ''} ${href?.replace(/^http:\/\/127\.0\.0\.1:\d+/, '<site>')}`,
  );

/**
 * Home is rendered at the origin with the firm's data, so its links are absolute, on the shop's own address (here
 * the offline stack's, written <site>); the other pages' stay relative.
 */
const address = (path: string) => (path === '/' || path === '/fr' ? `<site>${path}` : path);

describe('the prerendered pages in both languages', () => {
  it.each([
    ['/fr', 'Des plans modulaires malins pour des terrains bien pensés', '/'],
    ['/fr/plans', 'Trouvez le plan de maison idéal', '/plans'],
  ])('%s is French in its HTML, with its canonical address and hreflang links', async (path, heading, english) => {
    const html = await (await fetch(`${build.preview.url}${path}`)).text();

    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(html).toContain('<title>Plans de maisons modulaires au Ghana | Tema House Plans</title>');
    expect(links(html)).toEqual([
      `canonical ${address(path)}`,
      `alternate en ${address(english)}`,
      `alternate fr ${address(path)}`,
      `alternate x-default ${address(english)}`,
    ]);
  });

  it.each([
    ['/', '/fr'],
    ['/plans', '/fr/plans'],
  ])('the English %s links to its French version and names itself canonical', async (path, french) => {
    const html = await (await fetch(`${build.preview.url}${path}`)).text();

    expect(html).toContain('<html lang="en">');
    expect(links(html)).toEqual([
      `canonical ${address(path)}`,
      `alternate en ${address(path)}`,
      `alternate fr ${address(french)}`,
      `alternate x-default ${address(path)}`,
    ]);
  });

  it('serves a French plan page the French plan shell, and the app sets its links for that plan', async () => {
    const html = await (await fetch(`${build.preview.url}/fr/plans/${build.planId}`)).text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Retour aux plans');
    const page = await build.browser.newPage();
    const errors = collectErrors(page);

    await page.goto(`${build.preview.url}/fr/plans/${encodeURIComponent(build.planId)}`);
    await page.getByRole('heading', { level: 1, name: build.planTitle }).waitFor();

    const path = `/fr/plans/${encodeURIComponent(build.planId)}`;
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(`${build.preview.url}${path}`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href')).resolves.toBe(
      `${build.preview.url}/plans/${encodeURIComponent(build.planId)}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).resolves.toBe(
      `${build.preview.url}/plans/${encodeURIComponent(build.planId)}`,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/fr', 'Plans à la une'],
    ['/fr/plans', 'Plans'],
  ])('hydrates %s without an error', async (path, region) => {
    const page = await build.browser.newPage({ viewport: { width: 390, height: 800 } });
    const errors = collectErrors(page);

    await page.goto(`${build.preview.url}${path}`);

    await page.getByRole('region', { name: region }).getByRole('article').first().waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
