import type { PublicPlan } from '@shop/shared/plans/plan';
import type { BreadcrumbList, Offer, Product } from 'schema-dts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiCaller } from '../support/api-client.ts';
import { shopInChromium, waitForHydration } from '../support/browser.ts';

/*
 * Plan pages as real pages, fetched as link previews fetch them (no JavaScript), through the offline edge that
 * runs CloudFront's functions and behaviours: their own head and JSON-LD, 404 for what is no page, and the page
 * kept fresh after a staff change.
 */
const shop = shopInChromium();

const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const FACEBOOK = 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)';

async function fetchPage(path: string, userAgent = WHATSAPP) {
  const response = await fetch(`${shop.web}${path}`, { redirect: 'manual', headers: { 'user-agent': userAgent } });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** A meta tag's content by its property or name, HTML entities read back. */
function metaOf(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function linkOf(html: string, rel: string, hreflang?: string): string | undefined {
  const attributes = hreflang ? `rel="${rel}" hreflang="${hreflang}"` : `rel="${rel}"`;
  return new RegExp(`<link ${attributes} href="([^"]*)"`).exec(html)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

async function seededPlans(): Promise<PublicPlan[]> {
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

describe('status codes through the edge', () => {
  it('answers pages 200, addresses that are no page 404 with the noindex not-found page, and API misses in JSON', async () => {
    const [plan] = await seededPlans();
    const id = plan?.id ?? '';

    const known = await fetchPage('/about');
    const unknown = await fetchPage('/no-such-page');
    const unknownFrench = await fetchPage('/fr/pas-de-page');
    const knownPlan = await fetchPage(`/plans/${id}`);
    const knownFrenchPlan = await fetchPage(`/fr/plans/${id}`);
    const unknownPlan = await fetchPage('/plans/no-such-plan');
    const unknownFrenchPlan = await fetchPage('/fr/plans/no-such-plan');
    const deeperPlanPath = await fetchPage(`/plans/${id}/reviews`);
    const plansSlash = await fetchPage('/plans/');
    const apiMiss = await fetch(`${shop.api}/api/plans/no-such-plan`);

    expect([known.status, knownPlan.status, knownFrenchPlan.status]).toEqual([200, 200, 200]);
    for (const page of [unknown, unknownFrench, unknownPlan, unknownFrenchPlan, deeperPlanPath]) {
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      // The shop's own page (the app shows its not-found view), not a bare error.
      expect(page.html).toContain('<div id="root"');
    }
    expect(known.html).not.toContain('noindex');
    expect(knownPlan.html).not.toContain('noindex');
    expect(unknownFrenchPlan.html).toContain('<html lang="fr">');
    expect(plansSlash.status).toBe(301);
    expect(plansSlash.headers.get('location')).toBe('/plans');
    expect(apiMiss.status).toBe(404);
    expect(apiMiss.headers.get('content-type')).toContain('application/json');
    expect(await apiMiss.json()).toEqual({ message: expect.any(String) });
  });

  it('keeps answering 404 for the not-found page when the edge serves it from its cache', async () => {
    await fetchPage('/still-no-such-page');

    const again = await fetchPage('/still-no-such-page');

    expect(again.status).toBe(404);
  });
});

describe('a link preview of a plan (no JavaScript)', () => {
  it('gets every seeded plan’s own title, description, absolute links, a picture at least 600 px wide and valid JSON-LD', async () => {
    const plans = await seededPlans();
    expect(plans.length).toBeGreaterThan(0);

    for (const plan of plans) {
      for (const [language, prefix, agent] of [
        ['en', '', WHATSAPP],
        ['fr', '/fr', FACEBOOK],
      ] as const) {
        const title = (language === 'fr' && plan.title_fr?.trim()) || plan.title;
        const page = await fetchPage(`${prefix}/plans/${plan.id}`, agent);
        const image = metaOf(page.html, 'og:image') ?? '';
        const [product, breadcrumbs] = jsonLd(page.html) as [Product & Record<string, unknown>, BreadcrumbList];
        const offers = (product.offers ?? []) as (Offer & Record<string, unknown>)[];

        expect(page.status).toBe(200);
        expect(page.html).toContain(`<title>${title.replace(/&/g, '&amp;')} | Tema House Plans</title>`);
        expect(metaOf(page.html, 'og:title')).toBe(`${title} | Tema House Plans`);
        expect(metaOf(page.html, 'description')?.length).toBeGreaterThan(20);
        expect(metaOf(page.html, 'og:description')).toBe(metaOf(page.html, 'description'));
        expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');
        expect(linkOf(page.html, 'canonical')).toBe(`${shop.web}${prefix}/plans/${plan.id}`);
        expect(linkOf(page.html, 'alternate', 'en')).toBe(`${shop.web}/plans/${plan.id}`);
        expect(linkOf(page.html, 'alternate', 'fr')).toBe(`${shop.web}/fr/plans/${plan.id}`);
        expect(linkOf(page.html, 'alternate', 'x-default')).toBe(`${shop.web}/plans/${plan.id}`);
        expect(image.startsWith(`${shop.web}/images/`)).toBe(true);
        // The picture request starts with the HTML, in the widths the gallery asks for.
        expect(page.html).toMatch(/<link rel="preload" as="image" fetchpriority="high"/);

        expect(product).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: title,
          sku: plan.id,
          url: `${shop.web}${prefix}/plans/${plan.id}`,
        });
        expect(product.image).toContain(image);
        expect(offers.map((offer) => [offer['@type'], offer.price, offer.priceCurrency, offer.availability])).toEqual(
          [plan.basic_price, plan.standard_price, plan.premium_price].map((price) => [
            'Offer',
            price.toFixed(2),
            'GHS',
            'https://schema.org/InStock',
          ]),
        );
        if (plan.rating_count > 0) {
          expect(product.aggregateRating).toMatchObject({
            '@type': 'AggregateRating',
            reviewCount: plan.rating_count,
            ratingValue: Number(plan.rating_average.toFixed(2)),
          });
        } else {
          expect(product.aggregateRating).toBeUndefined();
        }
        expect(breadcrumbs['@type']).toBe('BreadcrumbList');
        expect((breadcrumbs.itemListElement as unknown as { item: string }[]).map((entry) => entry.item)).toEqual([
          `${shop.web}${prefix || '/'}`,
          `${shop.web}${prefix}/plans`,
          `${shop.web}${prefix}/plans/${plan.id}`,
        ]);
      }
      const picture = await fetch(metaOf((await fetchPage(`/plans/${plan.id}`)).html, 'og:image') ?? '');
      const { width = 0 } = await sharp(Buffer.from(await picture.arrayBuffer())).metadata();
      expect(picture.status).toBe(200);
      expect(width).toBeGreaterThanOrEqual(600);
    }
  });
});

describe('a plan page kept fresh', () => {
  it('shows a staff edit and a price change at once, and a deleted plan answers 404 with noindex', async () => {
    const [plan] = await seededPlans();
    const id = plan?.id ?? '';
    const admin = await shop.signIn('admin');
    await fetchPage(`/plans/${id}`);
    const cached = await fetchPage(`/plans/${id}`);

    const edited = await apiCaller(shop.api)('PUT', `/api/plans/${id}`, admin, {
      title: 'The Freshly Renamed Villa',
      basic_price: 4321,
    });
    const afterEdit = await fetchPage(`/plans/${id}`);
    const deleted = await apiCaller(shop.api)('DELETE', `/api/plans/${id}`, admin);
    const afterDelete = await fetchPage(`/plans/${id}`);

    expect(cached.headers.get('x-cache')).toBe('Hit from cloudfront');
    expect(edited.status).toBe(200);
    expect(afterEdit.html).toContain('<title>The Freshly Renamed Villa | Tema House Plans</title>');
    const [product] = jsonLd(afterEdit.html) as [{ offers: Offer[] }];
    expect(product.offers[0]).toMatchObject({ price: '4321.00' });
    expect(deleted.status).toBe(200);
    expect(afterDelete.status).toBe(404);
    expect(afterDelete.html).toContain('<meta name="robots" content="noindex">');
  });
});

describe('in the browser', () => {
  it('hydrates a plan page rendered with its own head, and shows the not-found view on a 404', async () => {
    const plans = await seededPlans();
    const plan = plans[plans.length - 1] as PublicPlan;
    const page = await shop.openPage(1280, { cookieChoiceMade: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    const planAnswer = await page.goto(`${shop.web}/plans/${plan.id}`);
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();
    const missing = await page.goto(`${shop.web}/no-such-page`);
    await waitForHydration(page);
    // The not-found view is a lazy route: a person sees it once its code has come, as a busy machine shows.
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();

    expect(planAnswer?.status()).toBe(200);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    expect(missing?.status()).toBe(404);
    expect(errors.filter((text) => /hydrat|#418|#423/i.test(text))).toEqual([]);
  });
});
