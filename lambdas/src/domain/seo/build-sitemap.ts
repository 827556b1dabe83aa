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

/**
 * Every public page: the fixed pages, each active plan, each blog article and each portfolio project, in English
 * and then in French (decision 0026: each page's `hreflang` links tie the two together).
 */
export async function buildSitemap(sitemap: SitemapRepository, siteUrl: string): Promise<string> {
  const [plans, projects] = await Promise.all([sitemap.activePlans(), sitemap.portfolioProjects()]);
  const english: UrlEntry[] = [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...plans.map(entryPath('/plans')),
    ...BLOG_ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.date })),
    ...projects.map(entryPath('/portfolio')),
  ];
  const translated = SHOP_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap((language) =>
    english.map((entry) => ({ ...entry, path: pathInLanguage(entry.path, language) })),
  );
  return sitemapXml(siteUrl, [...english, ...translated]);
}
