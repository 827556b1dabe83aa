import { BLOG_ARTICLES } from '@shop/shared/content/blog-articles';
import { BLOG_ARTICLES_FR } from '@shop/shared/content/blog-articles-fr';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import type { PublicPlan } from '@shop/shared/plans/plan';
import type { Article, CreativeWork, Offer, Product } from 'schema-dts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { ensureProductionBuild } from '../support/production-build.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

/*
 * Link previews fetch a page once, without JavaScript: every plan, French plan, project and article address must
 * carry its own title, description and a picture at least 600 px wide, and its JSON-LD must hold the fields
 * schema.org's consumers require. Also: rendered pages follow staff edits, reviews and unpublishing within the edge's
 * minute, and a staff save leads to the plan's own share picture. Through the offline edge, on the production build.
 */
let shop: TestStack;
beforeAll(async () => {
  ensureProductionBuild();
  shop = await startTestStack('build');
});
afterAll(async () => {
  await shop?.stop?.();
});

const AGENTS = {
  en: 'WhatsApp/2.23.20.0 A',
  fr: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
} as const;

async function fetchPage(path: string, userAgent: string = AGENTS.en) {
  const response = await fetch(`${shop.web}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

function titleOf(html: string): string {
  return (/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

/** Fields schema.org's Product consumers (search result rich snippets) refuse to go without. */
function productProblems(product: Product & Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (product['@type'] !== 'Product') problems.push('not a Product');
  if (!product.name) problems.push('Product without name');
  if (!product.image || (Array.isArray(product.image) && product.image.length === 0)) problems.push('no image');
  const offers = ([product.offers].flat().filter(Boolean) as (Offer & Record<string, unknown>)[]) ?? [];
  if (offers.length === 0 && !product.aggregateRating && !product.review) problems.push('no offers, rating or review');
  for (const offer of offers) {
    if (offer['@type'] !== 'Offer') problems.push('an offer that is no Offer');
    if (!/^\d+(\.\d+)?$/.test(String(offer.price ?? ''))) problems.push(`offer price ${String(offer.price)}`);
    if (offer.priceCurrency !== 'GHS') problems.push(`offer currency ${String(offer.priceCurrency)}`);
    if (!String(offer.availability ?? '').startsWith('https://schema.org/')) problems.push('offer availability');
  }
  const rating = product.aggregateRating as Record<string, unknown> | undefined;
  if (rating && !(Number(rating.ratingValue) >= 1 && Number(rating.reviewCount) > 0)) problems.push('rating');
  return problems;
}

/** Fields an Article needs for article rich results: headline (at most 110 characters), image, dates, author. */
function articleProblems(article: Article & Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (article['@type'] !== 'Article') problems.push('not an Article');
  if (!article.headline || String(article.headline).length > 110) problems.push('headline');
  if (![article.image].flat().every((image) => /^https?:\/\//.test(String(image)))) problems.push('image not absolute');
  if (!/^\d{4}-\d{2}-\d{2}/.test(String(article.datePublished ?? ''))) problems.push('datePublished');
  const author = article.author as Record<string, unknown> | undefined;
  if (!author?.name || !author['@type']) problems.push('author');
  const publisher = article.publisher as Record<string, unknown> | undefined;
  if (publisher?.['@type'] !== 'Organization' || !publisher.name) problems.push('publisher');
  return problems;
}

/** The preview picture: served, a raster format previews show, and at least 600 px wide. */
async function previewPicture(url: string) {
  const response = await fetch(url);
  const bytes = Buffer.from(await response.arrayBuffer());
  const { width = 0, height = 0, format } = await sharp(bytes).metadata();
  return { status: response.status, width, height, format, bytes: bytes.length };
}

async function activePlans(): Promise<PublicPlan[]> {
  const plans: PublicPlan[] = [];
  let cursor: string | null = null;
  do {
    const answer: { body: { plans: PublicPlan[]; nextCursor: string | null } } = await apiCaller(shop.api)<{
      plans: PublicPlan[];
      nextCursor: string | null;
    }>('GET', `/api/plans?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    plans.push(...answer.body.plans);
    cursor = answer.body.nextCursor;
  } while (cursor);
  return plans;
}

async function projects(): Promise<PortfolioItem[]> {
  const answer = await apiCaller(shop.api)<{ items: PortfolioItem[] }>('GET', '/api/portfolio');
  return answer.body.items;
}

describe('a link preview (no JavaScript)', () => {
  it('of every plan and French plan gets its own head, a wide picture and a Product schema.org accepts', async () => {
    const plans = await activePlans();
    expect(plans.length).toBeGreaterThan(0);

    const problems: string[] = [];
    const pictures = new Set<string>();
    for (const plan of plans) {
      for (const [language, prefix] of [
        ['en', ''],
        ['fr', '/fr'],
      ] as const) {
        const page = await fetchPage(`${prefix}/plans/${plan.id}`, AGENTS[language]);
        const [product] = jsonLd(page.html) as [Product & Record<string, unknown>];
        const title = (language === 'fr' && plan.title_fr?.trim()) || plan.title;
        if (page.status !== 200) problems.push(`${prefix}/plans/${plan.id}: ${page.status}`);
        if (titleOf(page.html) !== `${title} | Tema House Plans`) problems.push(`${plan.id} title`);
        if ((metaOf(page.html, 'description') ?? '').length < 20) problems.push(`${plan.id} description`);
        pictures.add(metaOf(page.html, 'og:image') ?? '');
        problems.push(...productProblems(product).map((problem) => `${prefix}/plans/${plan.id}: ${problem}`));
      }
    }
    for (const url of pictures) {
      const picture = await previewPicture(url);
      if (picture.status !== 200 || picture.width < 600) problems.push(`${url}: ${picture.status} ${picture.width}px`);
    }

    expect(problems).toEqual([]);
  });

  it('of every portfolio project, in English and French, gets its own title, description and picture', async () => {
    const items = await projects();
    expect(items.length).toBeGreaterThan(0);

    for (const project of items) {
      for (const [language, prefix] of [
        ['en', ''],
        ['fr', '/fr'],
      ] as const) {
        const page = await fetchPage(`${prefix}/portfolio/${project.id}`, AGENTS[language]);
        const [work] = jsonLd(page.html) as [CreativeWork & Record<string, unknown>];
        const picture = await previewPicture(metaOf(page.html, 'og:image') ?? '');

        expect(page.status).toBe(200);
        expect(titleOf(page.html)).toBe(`${project.title} | Tema House Plans`);
        expect(metaOf(page.html, 'og:title')).toBe(`${project.title} | Tema House Plans`);
        expect(metaOf(page.html, 'description')?.length).toBeGreaterThan(20);
        expect(page.html).toContain(`<link rel="canonical" href="${shop.web}${prefix}/portfolio/${project.id}">`);
        expect(page.html).toContain(
          `<link rel="alternate" hreflang="fr" href="${shop.web}/fr/portfolio/${project.id}">`,
        );
        expect(picture.status).toBe(200);
        expect(picture.width).toBeGreaterThanOrEqual(600);
        expect(work).toMatchObject({ '@type': 'CreativeWork', name: project.title });
      }
    }
  });

  it('of every blog article, in English and French, gets its own title, description, a 1200x630 JPEG and an Article', async () => {
    for (const [language, prefix, articles] of [
      ['en', '', BLOG_ARTICLES],
      ['fr', '/fr', BLOG_ARTICLES_FR],
    ] as const) {
      for (const article of articles) {
        const page = await fetchPage(`${prefix}/blog/${article.slug}`, AGENTS[language]);
        const [data] = jsonLd(page.html) as [Article & Record<string, unknown>];
        const picture = await previewPicture(metaOf(page.html, 'og:image') ?? '');

        expect(page.status).toBe(200);
        expect(titleOf(page.html)).toBe(`${article.title} | Tema House Plans`);
        expect(metaOf(page.html, 'og:type')).toBe('article');
        expect(page.html).toContain(`<link rel="canonical" href="${shop.web}${prefix}/blog/${article.slug}">`);
        expect(picture).toMatchObject({ status: 200, format: 'jpeg', width: 1200, height: 630 });
        expect(articleProblems(data)).toEqual([]);
      }
    }
  });

  it('of an address under those sections that is no page gets the 404 page with noindex', async () => {
    for (const path of ['/portfolio/no-such-project', '/fr/portfolio/a/b', '/blog/no-such-article', '/fr/blog/x']) {
      const page = await fetchPage(path);

      expect(page.status, path).toBe(404);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
    }
    expect((await fetchPage('/blog')).status).toBe(200);
    expect((await fetchPage('/portfolio')).status).toBe(200);
  });
});

describe('rendered pages kept fresh', () => {
  it('a new review shows in the plan page’s rating within the edge’s minute', async () => {
    const [plan] = await activePlans();
    const id = plan?.id ?? '';
    const countOf = async () => {
      const [product] = jsonLd((await fetchPage(`/plans/${id}`)).html) as [
        { aggregateRating?: { reviewCount: number } },
      ];
      return product.aggregateRating?.reviewCount ?? 0;
    };
    const before = await countOf();
    const buyer = await shop.signIn('user');

    const posted = await apiCaller(shop.api)('POST', '/api/reviews', buyer, {
      plan_id: id,
      rating: 5,
      title: 'Clear drawings',
      content: 'Our builder read the drawings without a single question.',
    });
    // The edge's clock runs ahead of the wall clock in 2 s steps, so its minute passes in seconds here.
    const start = shop.edgeClock.now();
    let after = await countOf();
    while (after === before && shop.edgeClock.now() - start < 70_000) {
      shop.edgeClock.advance(2_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await countOf();
    }

    expect(posted.status).toBe(201);
    expect(after).toBe(before + 1);
    // The edge keeps the page at most a minute (s-maxage=60), plus the polling step and a loaded machine's slack.
    expect(shop.edgeClock.now() - start).toBeLessThan(65_000);
  }, 120_000);

  it('a plan staff unpublish answers 404 with noindex at once, in both languages', async () => {
    const plans = await activePlans();
    const plan = plans[plans.length - 1] as PublicPlan;
    const admin = await shop.signIn('admin');
    await fetchPage(`/plans/${plan.id}`);
    await fetchPage(`/fr/plans/${plan.id}`);

    const unpublished = await apiCaller(shop.api)('PUT', `/api/plans/${plan.id}`, admin, { status: 'draft' });
    const english = await fetchPage(`/plans/${plan.id}`);
    const french = await fetchPage(`/fr/plans/${plan.id}`);

    expect(unpublished.status).toBe(200);
    for (const page of [english, french]) {
      expect(page.status).toBe(404);
      expect(page.html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('a project staff edit shows at once', async () => {
    const [project] = await projects();
    const admin = await shop.signIn('admin');
    await fetchPage(`/portfolio/${project?.id}`);

    const edited = await apiCaller(shop.api)('PUT', `/api/portfolio/${project?.id}`, admin, {
      title: 'The Renamed Courtyard House',
    });
    const page = await fetchPage(`/portfolio/${project?.id}`);

    expect(edited.status).toBe(200);
    expect(titleOf(page.html)).toBe('The Renamed Courtyard House | Tema House Plans');
  });

  it('a staff save leads to the plan’s own 1200x630 share picture under 300 KB, named in the page with its size', async () => {
    const plans = await activePlans();
    const plan = plans[1] as PublicPlan;
    const admin = await shop.signIn('admin');

    const saved = await apiCaller(shop.api)('PUT', `/api/plans/${plan.id}`, admin, {
      basic_price: plan.basic_price + 1,
    });
    let page = await fetchPage(`/plans/${plan.id}`);
    const start = Date.now();
    while (!metaOf(page.html, 'og:image')?.includes('/images/share/') && Date.now() - start < 70_000) {
      // The picture is made on the wall clock; the page cached without it expires on the edge's, run ahead here.
      shop.edgeClock.advance(10_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      page = await fetchPage(`/plans/${plan.id}`);
    }
    const image = metaOf(page.html, 'og:image') ?? '';
    const picture = await previewPicture(image);

    expect(saved.status).toBe(200);
    expect(image).toMatch(new RegExp(`^${shop.web}/images/share/plans/${plan.id}/en-[0-9a-f]{16}\\.jpg$`));
    expect(metaOf(page.html, 'twitter:image')).toBe(image);
    expect([metaOf(page.html, 'og:image:width'), metaOf(page.html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(picture).toMatchObject({ status: 200, format: 'jpeg', width: 1200, height: 630 });
    expect(picture.bytes).toBeLessThanOrEqual(300 * 1024);
  }, 120_000);
});
