import type { Product, WithContext } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import type { ShellReader } from '../../../src/domain/ports/site-shell.ts';
import { type ImageExistence, renderPlanPage } from '../../../src/domain/seo/render-plan-page.ts';
import { shareImageOf } from '../../../src/domain/share-images/share-cards.ts';
import type { PlansRepository } from '../../../src/repositories/plans-repository.ts';
import { samplePlan } from '../../support/plan-items.ts';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Smart Modular House Plans in Ghana | Tema House Plans</title>
    <meta name="description" content="The shop's own description." />
    <meta property="og:type" content="website" />
    <meta property="og:title" content="Smart Modular Designs for Smart Plots" />
  </head>
  <body><div id="root" data-prerendered><main>first screen</main></div></body>
</html>`;

const shell: ShellReader = async (name) => SHELL.replace('first screen', `${name} shell`);
const plansWith = (...plans: ReturnType<typeof samplePlan>[]) =>
  ({ get: async (id: string) => plans.find((plan) => plan.id === id) }) as unknown as PlansRepository;
const noImages: ImageExistence = { exists: async () => false };
const deps = (plans: PlansRepository, reader: ShellReader = shell, images = noImages) => ({
  plans,
  shell: reader,
  siteUrl: 'https://plans.example.com/',
  images,
});

const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

describe('a plan page', () => {
  it('is the plan shell with the plan’s title, description, absolute links and Product with an Offer per package', async () => {
    const plan = samplePlan({ image_url: '/images/plans/villa-01/main/1600.jpg' });

    const page = await renderPlanPage(deps(plansWith(plan)), 'en', plan.id);
    const [product] = ldOf(page.html) as [WithContext<Product> & Record<string, unknown>];

    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('public, max-age=0, s-maxage=60');
    expect(page.html).toContain('plan shell');
    expect(page.html).toContain('<title>4-Bedroom Tema Villa | Tema House Plans</title>');
    expect(page.html).toContain('<meta name="description" content="A courtyard villa for a 70 x 100 plot.">');
    expect(page.html).not.toContain("The shop's own description.");
    expect(page.html).toContain('<link rel="canonical" href="https://plans.example.com/plans/villa-01">');
    expect(page.html).toContain(
      '<link rel="alternate" hreflang="fr" href="https://plans.example.com/fr/plans/villa-01">',
    );
    expect(page.html).toContain(
      '<meta property="og:image" content="https://plans.example.com/images/plans/villa-01/main/1600.jpg">',
    );
    expect(page.html).toContain('<meta property="og:image:width" content="1600">');
    // One type only: the shell's "website" gives way to the page's own.
    expect([...page.html.matchAll(/property="og:type" content="([^"]*)"/g)].map((m) => m[1])).toEqual(['product']);
    expect(page.html).toContain('imagesrcset="/images/plans/villa-01/main/320.webp 320w');
    expect(product.offers).toEqual([
      expect.objectContaining({ price: '2500.00', priceCurrency: 'GHS' }),
      expect.objectContaining({ price: '4000.00', priceCurrency: 'GHS' }),
      expect.objectContaining({ price: '6000.00', priceCurrency: 'GHS' }),
    ]);
    expect(product.aggregateRating).toEqual(
      expect.objectContaining({ ratingValue: 4.5, reviewCount: 12, bestRating: 5 }),
    );
  });

  it('speaks French under /fr with the staff’s French title, and leaves out a rating nobody gave', async () => {
    const plan = samplePlan({ title_fr: 'Villa de Tema à 4 chambres', rating_count: 0, rating_average: 0 });

    const page = await renderPlanPage(deps(plansWith(plan)), 'fr', plan.id);
    const [product] = ldOf(page.html) as [Record<string, unknown>];

    expect(page.html).toContain('<title>Villa de Tema à 4 chambres | Tema House Plans</title>');
    expect(page.html).toContain('<link rel="canonical" href="https://plans.example.com/fr/plans/villa-01">');
    expect(product.aggregateRating).toBeUndefined();
  });

  it('escapes the staff’s texts in attributes and keeps them from closing a script element', async () => {
    const plan = samplePlan({ title: 'Villa "Sea" <b>', description: '</script><script>alert(1)</script> & more' });

    const page = await renderPlanPage(deps(plansWith(plan)), 'en', plan.id);

    expect(page.html).not.toContain('<script>alert(1)');
    expect(page.html).toContain('<title>Villa &quot;Sea&quot; &lt;b&gt; | Tema House Plans</title>');
    expect(ldOf(page.html)[0].description).toBe('</script><script>alert(1)</script> & more');
  });

  it.each([
    ['an unknown id', 'no-such-plan'],
    ['a draft', 'draft-02'],
    ['an id no plan can have', 'a/b'],
  ])('for %s is the app shell marked noindex, answered 404 and kept nowhere', async (_case, id) => {
    const plans = plansWith(samplePlan({ id: 'draft-02', status: 'draft' }));

    const page = await renderPlanPage(deps(plans), 'en', id);

    expect(page.status).toBe(404);
    expect(page.cacheControl).toBe('no-store');
    expect(page.html).toContain('app shell');
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain('<title>Page Not Found | Tema House Plans</title>');
  });

  it('still carries the plan’s head, kept nowhere, when the build’s shell cannot be read', async () => {
    const unreadable: ShellReader = async () => {
      throw new Error('The site answered 503');
    };

    const page = await renderPlanPage(deps(plansWith(samplePlan()), unreadable), 'en', 'villa-01');

    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe('no-store');
    expect(page.html).toContain('<title>4-Bedroom Tema Villa | Tema House Plans</title>');
  });

  it('shares its own 1200x630 picture once the picture Lambda has drawn it for the plan as it now reads', async () => {
    const plan = samplePlan({ image_url: '/images/plans/villa-01/main/1600.jpg' });
    const drawn = new Set([`${shareImageOf(plan, 'en')?.slice(1)}`]);
    const images = { exists: async (key: string) => drawn.has(key) };

    const page = await renderPlanPage(deps(plansWith(plan), shell, images), 'en', plan.id);

    const image = /<meta property="og:image" content="([^"]+)">/.exec(page.html)?.[1];
    expect(image).toMatch(/^https:\/\/plans\.example\.com\/images\/share\/plans\/villa-01\/en-[0-9a-f]{16}\.jpg$/);
    expect(page.html).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(page.html).toContain('<meta property="og:image:width" content="1200">');
    expect(page.html).toContain('<meta property="og:image:height" content="630">');
  });

  it('falls back to the main picture when the share picture is for an older price, or the bucket cannot be asked', async () => {
    const before = samplePlan({ image_url: '/images/plans/villa-01/main/1600.jpg' });
    const drawn = new Set([`${shareImageOf(before, 'en')?.slice(1)}`]);
    const repriced = { ...before, basic_price: before.basic_price - 500 };
    const failing = { exists: async () => Promise.reject(new Error('AccessDenied')) };

    const stale = await renderPlanPage(
      deps(plansWith(repriced), shell, { exists: async (key: string) => drawn.has(key) }),
      'en',
      before.id,
    );
    const unreadable = await renderPlanPage(deps(plansWith(before), shell, failing), 'en', before.id);

    for (const page of [stale, unreadable]) {
      expect(page.status).toBe(200);
      expect(page.html).toContain(
        '<meta property="og:image" content="https://plans.example.com/images/plans/villa-01/main/1600.jpg">',
      );
      expect(page.html).toContain('<meta property="og:image:width" content="1600">');
    }
  });
});
