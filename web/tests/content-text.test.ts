import { readFileSync } from 'node:fs';
import { BLOG_ARTICLES } from '@shop/shared/content/blog-articles';
import { robotsTxt } from '@shop/shared/content/robots';
import { SITEMAP_STATIC_PATHS } from '@shop/shared/content/site-pages';
import { describe, expect, it } from 'vitest';
import { countWords, parseRichText } from '../src/components/ui/rich-text.tsx';
import { paths } from '../src/config/paths.ts';
import { ARTICLE_BODIES } from '../src/features/blog/data/article-bodies.ts';
import { FIRM_SERVICES } from '../src/features/content/data/firm-services.ts';
import { COOKIE_POLICY, PRIVACY_POLICY, TERMS_OF_SERVICE } from '../src/features/content/data/legal-documents.ts';
import { planShareDescription } from '../src/features/seo/utils/plan-share.ts';

describe('the rich-text format of articles and legal pages', () => {
  it('reads headings, lists and paragraphs, joining a paragraph’s lines', () => {
    // Act
    const blocks = parseRichText('## Title\n\nFirst line\nsecond line.\n\n- one\n- two\n\n### Small');

    // Assess
    expect(blocks).toEqual([
      { kind: 'heading', level: 2, text: 'Title' },
      { kind: 'paragraph', text: 'First line second line.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'heading', level: 3, text: 'Small' },
    ]);
    expect(countWords('Build it - right, the first time.')).toBe(6);
  });
});

describe('the content itself', () => {
  it('has a full body for each of the six articles and no body without an article', () => {
    // Assess
    expect(BLOG_ARTICLES).toHaveLength(6);
    expect(Object.keys(ARTICLE_BODIES).sort()).toEqual(BLOG_ARTICLES.map((a) => a.slug).sort());
    for (const article of BLOG_ARTICLES) {
      expect(countWords(ARTICLE_BODIES[article.slug] ?? ''), article.slug).toBeGreaterThan(350);
      expect(article.tags.length, article.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it('offers eleven services, residential design at 70 cedis per square metre', () => {
    // Assess
    expect(FIRM_SERVICES).toHaveLength(11);
    expect(FIRM_SERVICES.filter((s) => s.price.includes('₵70 per m²')).map((s) => s.title)).toEqual([
      'Architectural Design',
      'Structural Design',
    ]);
  });

  it('states the refund, notice and age rules in the legal texts, each with a real date', () => {
    // Assess
    expect(TERMS_OF_SERVICE.body).toContain('within 30 days of purchase');
    expect(TERMS_OF_SERVICE.body).toContain('the plan files must not have been downloaded');
    expect(TERMS_OF_SERVICE.body).toContain('one refund per plan');
    expect(TERMS_OF_SERVICE.body).toContain('within 5-7 business days');
    expect(TERMS_OF_SERVICE.body).toContain('at least 30 days’ notice');
    expect(PRIVACY_POLICY.body).toContain('not intended for persons under 18');
    for (const document of [TERMS_OF_SERVICE, PRIVACY_POLICY, COOKIE_POLICY]) {
      expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(document.updated))).toBe(false);
    }
  });
});

describe('what search engines are told', () => {
  it('lists in the sitemap only pages the web app has', () => {
    // Prepare
    const collect = (value: unknown): string[] =>
      typeof value !== 'object' || value === null
        ? []
        : 'path' in value && typeof value.path === 'string'
          ? [value.path]
          : Object.values(value).flatMap(collect);
    const staticPaths = new Set(collect(paths));

    // Assess
    for (const path of SITEMAP_STATIC_PATHS) expect(staticPaths.has(path), path).toBe(true);
  });

  it('serves the same robots rules from web/public as the deployed site, which adds the sitemap', () => {
    // Prepare
    const served = readFileSync(new URL('../public/robots.txt', import.meta.url), 'utf8');

    // Assess
    expect(served).toBe(robotsTxt());
    expect(robotsTxt('https://temahouseplans.com/')).toContain('Sitemap: https://temahouseplans.com/api/sitemap.xml');
    expect(served).toContain('Disallow: /admin/');
  });

  it('describes a plan with its size and starting price in both currencies', () => {
    // Act
    const text = planShareDescription({
      plan_type: 'villa',
      bedrooms: 4,
      bathrooms: 3,
      area_sqm: 220,
      basic_price: 2500,
      description: 'A courtyard villa for a 70 x 100 plot, with deep verandas and a boys quarters.',
    });

    // Assess
    expect(text).toBe(
      '4-bedroom villa plan, 3 bathrooms, 220 m². From ₵2,500 (≈ $167.50). A courtyard villa for a 70 x 100 plot, with deep verandas and a boys quarters.',
    );
  });
});
