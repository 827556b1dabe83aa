import { BLOG_ARTICLES } from '@shop/shared/content/blog-articles';
import { SITEMAP_STATIC_PATHS } from '@shop/shared/content/site-pages';
import { DEFAULT_LANGUAGE, pathInLanguage, SHOP_LANGUAGES } from '@shop/shared/i18n/languages';
import type { SitemapEntry, SitemapRepository } from '../../repositories/sitemap-repository.ts';

interface UrlEntry {
  path: string;
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );
}

/** W3C date (yyyy-mm-dd), or nothing when the stored value is not a date. */
function w3cDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** A sitemap (sitemaps.org 0.9) of absolute URLs under `siteUrl`. */
export function sitemapXml(siteUrl: string, entries: readonly UrlEntry[]): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = entries.map(({ path, lastmod }) => {
    const date = w3cDate(lastmod);
    return `  <url><loc>${escapeXml(base + path)}</loc>${date ? `<lastmod>${date}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

const entryPath = (prefix: string) => (entry: SitemapEntry) => ({
  path: `${prefix}/${encodeURIComponent(entry.id)}`,
  lastmod: entry.updatedAt,
});

/** Every URL of the given English pages, then the same pages in each other language (decision 0026). */
function inEveryLanguage(english: readonly UrlEntry[]): UrlEntry[] {
  const translated = SHOP_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
    english.map((entry) => ({ ...entry, path: pathInLanguage(entry.path, language) })),
  );
  return [...english, ...translated];
}

/**
 * sitemaps.org's limit per file. A plans part lists one snapshot shard's plans twice (English, French); a shard
 * item is at most 400 KB and an entry at least about 100 bytes, so a part stays far below it (about 2,600 URLs at
 * 20,000 plans).
 */
export const SITEMAP_PART_MAX_URLS = 50_000;

/** The part listing the fixed pages, the blog articles and the portfolio projects. */
export const PAGES_PART = 'pages';
const PLANS_PART = /^plans-(\d{2})$/;
const plansPart = (part: number) => `plans-${String(part).padStart(2, '0')}`;

/**
 * The sitemap index (sitemaps.org 0.9): the pages part, then one part per slice of the catalogue. It reads
 * nothing: the parts are known from the number of slices, so an empty slice is listed as an empty part.
 */
export function sitemapIndexXml(siteUrl: string, sitemapPath: string, planParts: number): string {
  const base = siteUrl.replace(/\/+$/, '');
  const parts = [PAGES_PART, ...Array.from({ length: planParts }, (_, part) => plansPart(part))];
  const entries = parts.map(
    (part) => `  <sitemap><loc>${escapeXml(`${base}${sitemapPath}?part=${part}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A plans part's XML per list of plans: the same list (an unchanged shard) is answered without rendering again. */
const renderedPlanParts = new WeakMap<readonly SitemapEntry[], { siteUrl: string; xml: string }>();

function plansPartXml(siteUrl: string, plans: readonly SitemapEntry[]): string {
  const held = renderedPlanParts.get(plans);
  if (held?.siteUrl === siteUrl) return held.xml;
  const xml = sitemapXml(siteUrl, inEveryLanguage(plans.map(entryPath('/plans'))));
  renderedPlanParts.set(plans, { siteUrl, xml });
  return xml;
}

/**
 * One part of the sitemap: `pages` (the fixed pages, each blog article and each portfolio project) or
 * `plans-nn` (the active plans of one catalogue slice), in English and then in French; nothing for a part that
 * does not exist.
 */
export async function buildSitemapPart(
  sitemap: SitemapRepository,
  siteUrl: string,
  part: string,
): Promise<string | undefined> {
  if (part === PAGES_PART) {
    const projects = await sitemap.portfolioProjects();
    return sitemapXml(
      siteUrl,
      inEveryLanguage([
        ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
        ...BLOG_ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.date })),
        ...projects.map(entryPath('/portfolio')),
      ]),
    );
  }
  const slice = PLANS_PART.exec(part);
  const index = slice ? Number(slice[1]) : Number.NaN;
  if (!(index >= 0 && index < sitemap.planParts)) return undefined;
  return plansPartXml(siteUrl, await sitemap.activePlans(index));
}
