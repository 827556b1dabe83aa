import type { LocalBusiness } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { firmData, firmHead, withoutLanguageLinks } from '../../../src/domain/seo/firm-page-html.ts';
import { renderFirmPage } from '../../../src/domain/seo/render-firm-page.ts';

const SITE = 'https://plans.example.com';
const settings = {
  site_name: 'Tema House Plans',
  site_description: 'House plans for Ghana.',
  contact_email: 'info@temahouseplans.com',
};
const SHELL = `<!doctype html><html lang="en"><head><title>Home | Tema House Plans</title>
<link rel="canonical" href="/">
<link rel="alternate" hreflang="en" href="/">
<link rel="alternate" hreflang="fr" href="/fr">
<link rel="alternate" hreflang="x-default" href="/">
</head><body><div id="root" data-prerendered>home</div></body></html>`;

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as LocalBusiness & Record<string, unknown>,
  );

describe('the firm’s structured data', () => {
  it('takes the name, description and email staff set, and the address in Tema', () => {
    const firm = firmData({
      settings: { ...settings, site_name: 'Tema House Plans Ltd', contact_email: 'hello@example.com' },
      language: 'fr',
      siteUrl: SITE,
    }) as unknown as Record<string, unknown>;
    expect(firm).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Tema House Plans Ltd',
      email: 'hello@example.com',
      url: `${SITE}/fr`,
      logo: `${SITE}/icons/icon-512.png`,
      address: { addressLocality: 'Tema', addressCountry: 'GH' },
    });
    expect(firm).not.toHaveProperty('sameAs');
  });

  it('names the firm’s profiles elsewhere when there are some', () => {
    const firm = firmData({ settings, language: 'en', siteUrl: SITE, sameAs: ['https://facebook.com/tema'] });
    expect((firm as unknown as Record<string, unknown>).sameAs).toEqual(['https://facebook.com/tema']);
  });

  it('Contact has its own title in each language; Home keeps the shell’s', () => {
    const base = { settings, siteUrl: SITE, shellTitle: 'Home | Tema House Plans' };
    expect(firmHead({ ...base, page: 'contact', language: 'fr' }).title).toBe('Contactez-nous | Tema House Plans');
    expect(firmHead({ ...base, page: 'home', language: 'en' }).title).toBe('Home | Tema House Plans');
  });
});

describe('Home rendered with the firm’s data', () => {
  it('replaces the relative language links with absolute ones, once, and keeps the first screen', async () => {
    const page = await renderFirmPage(
      { shell: async () => SHELL, siteUrl: `${SITE}/`, settings: async () => settings },
      'fr',
      'home',
    );
    expect(page.status).toBe(200);
    expect(page.html.match(/<link rel="canonical"/g)).toHaveLength(1);
    expect(page.html).toContain(`<link rel="canonical" href="${SITE}/fr">`);
    expect(page.html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/">`);
    expect(page.html).not.toContain('href="/fr"');
    expect(page.html).toContain('<div id="root" data-prerendered>home</div>');
    expect(jsonLdOf(page.html).map((block) => block['@type'])).toEqual(['LocalBusiness']);
    expect(page.cacheControl).toContain('s-maxage=60');
  });

  it('still carries the firm’s data when the shell cannot be read, and is not kept', async () => {
    const page = await renderFirmPage(
      {
        shell: async () => {
          throw new Error('offline');
        },
        siteUrl: SITE,
        settings: async () => settings,
      },
      'en',
      'contact',
    );
    expect(jsonLdOf(page.html)).toHaveLength(1);
    expect(page.cacheControl).toBe('no-store');
  });

  it('withoutLanguageLinks leaves other links alone', () => {
    expect(withoutLanguageLinks('<link rel="icon" href="/favicon.svg"><link rel="canonical" href="/">')).toBe(
      '<link rel="icon" href="/favicon.svg">',
    );
  });
});
