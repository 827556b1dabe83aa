import type { PortfolioItem } from '@shop/shared/content/portfolio';
import type { Article, CreativeWork, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import type { ShellReader } from '../../../src/domain/ports/site-shell.ts';
import { renderArticlePage, renderProjectPage } from '../../../src/domain/seo/render-content-page.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Smart Modular House Plans in Ghana | Tema House Plans</title>
    <meta name="description" content="The shop's own description." />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Smart Modular Designs for Smart Plots" />
  </head>
  <body><div id="root"></div></body>
</html>`;

const shell: ShellReader = async (name, language) =>
  SHELL.replace('lang="en"', `lang="${language}"`) + `<!--${name}-->`;
const SITE = 'https://plans.example.com';

const project: PortfolioItem = {
  id: 'tema-villa',
  title: 'Courtyard Villa, Community 25',
  category: 'Residential',
  summary: 'A five-bedroom courtyard villa built for a family in Tema.',
  description: 'A longer account of the villa.',
  status: 'completed',
  design_image: '/images/portfolio/tema-villa/design/1600.jpg',
  current_image: '/images/portfolio/tema-villa/site/1600.jpg',
  features: [],
  specifications: {},
  location: 'Tema, Ghana',
  created_at: '2026-01-10T00:00:00.000Z',
  updated_at: '2026-02-10T00:00:00.000Z',
};
const portfolio = { get: async (id: string) => (id === project.id ? project : undefined) };

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

describe('a portfolio project page', () => {
  it('is the app shell with the project’s title, description, absolute links, picture and CreativeWork', async () => {
    const page = await renderProjectPage({ portfolio, shell, siteUrl: `${SITE}/` }, 'fr', project.id);
    const [work, crumbs] = ldOf(page.html) as [
      WithContext<CreativeWork> & Record<string, unknown>,
      { itemListElement: { item: string }[] },
    ];

    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('public, max-age=0, s-maxage=60');
    expect(page.html).toContain('<html lang="fr">');
    expect(page.html).toContain('<title>Courtyard Villa, Community 25 | Tema House Plans</title>');
    expect(meta(page.html, 'description')).toBe('A five-bedroom courtyard villa built for a family in Tema.');
    expect(page.html).toContain(`<link rel="canonical" href="${SITE}/fr/portfolio/tema-villa">`);
    expect(page.html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/portfolio/tema-villa">`);
    expect(meta(page.html, 'og:image')).toBe(`${SITE}/images/portfolio/tema-villa/site/1600.jpg`);
    expect(meta(page.html, 'og:image:width')).toBe('1600');
    expect(meta(page.html, 'twitter:card')).toBe('summary_large_image');
    expect(work).toMatchObject({
      '@type': 'CreativeWork',
      name: project.title,
      url: `${SITE}/fr/portfolio/tema-villa`,
    });
    expect(crumbs.itemListElement.map((entry) => entry.item)).toEqual([
      `${SITE}/fr`,
      `${SITE}/fr/portfolio`,
      `${SITE}/fr/portfolio/tema-villa`,
    ]);
  });

  it.each(['no-such-project', 'a/b', '_'])('for %s is the 404 page marked noindex and kept nowhere', async (id) => {
    const page = await renderProjectPage({ portfolio, shell, siteUrl: SITE }, 'en', id);

    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe('no-store');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('a blog article page', () => {
  it('carries the article’s own head in French, its 1200x630 JPEG and an Article', async () => {
    const page = await renderArticlePage({ shell, siteUrl: SITE }, 'fr', 'building-permits-in-tema-and-accra');
    const [article, crumbs] = ldOf(page.html) as [
      WithContext<Article> & Record<string, unknown>,
      { itemListElement: { name: string; item: string }[] },
    ];

    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<title>Permis de construire à Tema et à Accra[^<]*\| Tema House Plans<\/title>/);
    expect(meta(page.html, 'og:type')).toBe('article');
    expect(meta(page.html, 'og:image')).toBe(`${SITE}/articles/permits.jpg`);
    expect([meta(page.html, 'og:image:width'), meta(page.html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(page.html).toContain(
      `<link rel="alternate" hreflang="en" href="${SITE}/blog/building-permits-in-tema-and-accra">`,
    );
    expect(article).toMatchObject({
      '@type': 'Article',
      datePublished: '2026-10-28',
      image: [`${SITE}/articles/permits.jpg`],
      inLanguage: 'fr',
      publisher: { '@type': 'Organization', name: 'Tema House Plans' },
    });
    expect(crumbs.itemListElement.map((entry) => entry.item)).toEqual([
      `${SITE}/fr`,
      `${SITE}/fr/blog`,
      `${SITE}/fr/blog/building-permits-in-tema-and-accra`,
    ]);
    expect(crumbs.itemListElement.slice(0, 2).map((entry) => entry.name)).toEqual(['Accueil', 'Blog']);
  });

  it('answers 404 for a slug that is no article', async () => {
    const page = await renderArticlePage({ shell, siteUrl: SITE }, 'en', 'no-such-article');

    expect(page.status).toBe(404);
    expect(page.html).toContain('<meta name="robots" content="noindex">');
  });
});
