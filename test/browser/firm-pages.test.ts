import type { LocalBusiness } from 'schema-dts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { ensureProductionBuild } from '../support/production-build.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * Home and Contact, fetched once without JavaScript as a crawler or a link preview does, carry the firm's
 * LocalBusiness JSON-LD (name, address in Tema, telephone, email, opening hours, url, logo) built from the site
 * settings staff edit, and absolute canonical and hreflang links; a settings save shows at once. Through the offline
 * edge, on the production build.
 */
let shop: TestStack;
beforeAll(async () => {
  ensureProductionBuild();
  shop = await startTestStack('build');
});
afterAll(async () => {
  await shop?.stop?.();
});

async function fetchPage(path: string) {
  const response = await fetch(`${shop.web}${path}`, {
    redirect: 'manual',
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  return { status: response.status, html: await response.text() };
}

function firmOf(html: string): LocalBusiness & Record<string, unknown> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  const firm = blocks.filter((block) => block['@type'] === 'LocalBusiness');
  expect(firm).toHaveLength(1);
  return firm[0] as LocalBusiness & Record<string, unknown>;
}

const linkOf = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
const hreflangOf = (html: string, language: string) =>
  new RegExp(`<link rel="alternate" hreflang="${language}" href="([^"]*)"`).exec(html)?.[1];

describe('Home and Contact without JavaScript', () => {
  const pages = [
    { path: '/', title: /Tema House Plans/, english: '/' },
    { path: '/fr', title: /Tema House Plans/, english: '/' },
    { path: '/contact', title: /^Contact us \| Tema House Plans$/, english: '/contact' },
    { path: '/fr/contact', title: /^Contactez-nous \| Tema House Plans$/, english: '/contact' },
  ];

  it.each(pages)('$path carries the firm’s LocalBusiness JSON-LD and absolute language links', async (page) => {
    const answer = await fetchPage(page.path);
    expect(answer.status).toBe(200);
    expect(/<title>([^<]*)<\/title>/.exec(answer.html)?.[1]).toMatch(page.title);
    // The page is still the shop's own page: the app's scripts and root are there.
    expect(answer.html).toContain('<div id="root"');

    const firm = firmOf(answer.html);
    expect(firm['@context']).toBe('https://schema.org');
    expect(firm.name).toBe('Tema House Plans');
    expect(firm.url).toBe(`${shop.web}${page.path.startsWith('/fr') ? '/fr' : '/'}`);
    expect(firm.logo).toBe(`${shop.web}/icons/icon-512.png`);
    expect(firm.email).toBe('info@temahouseplans.com');
    expect(firm.telephone).toBe('+233 24 000 1234');
    expect(firm.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Tema',
      addressRegion: 'Greater Accra',
      addressCountry: 'GH',
    });
    expect(firm.openingHoursSpecification).toEqual([
      expect.objectContaining({
        opens: '08:00',
        closes: '18:00',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']),
      }),
      expect.objectContaining({ opens: '09:00', closes: '16:00', dayOfWeek: ['https://schema.org/Saturday'] }),
    ]);

    const french = page.path.startsWith('/fr');
    const frenchPath = page.english === '/' ? '/fr' : `/fr${page.english}`;
    expect(linkOf(answer.html, 'canonical')).toBe(`${shop.web}${french ? frenchPath : page.english}`);
    expect(hreflangOf(answer.html, 'en')).toBe(`${shop.web}${page.english}`);
    expect(hreflangOf(answer.html, 'fr')).toBe(`${shop.web}${frenchPath}`);
    expect(hreflangOf(answer.html, 'x-default')).toBe(`${shop.web}${page.english}`);
    // Only the absolute links: the prerendered relative ones are replaced, not doubled.
    expect(answer.html.match(/<link rel="canonical"/g)).toHaveLength(1);
  });

  it('Home keeps its prerendered first screen', async () => {
    const answer = await fetchPage('/');
    expect(answer.html).toMatch(/<div id="root" data-prerendered/);
  });

  it('a staff save of the site settings shows in Home and Contact at once', async () => {
    await fetchPage('/');
    await fetchPage('/fr/contact');
    const admin = await shop.signIn('admin');
    const saved = await apiCaller(shop.api)('PUT', '/api/settings', admin, {
      site_name: 'Tema House Plans Ltd',
      contact_email: 'hello@temahouseplans.com',
    });
    expect(saved.status).toBe(200);

    for (const path of ['/', '/fr/contact']) {
      const firm = firmOf((await fetchPage(path)).html);
      expect(firm.name).toBe('Tema House Plans Ltd');
      expect(firm.email).toBe('hello@temahouseplans.com');
    }
  });
});
