import { BUSINESS } from '@shop/shared/business';
import type { BlogArticleMeta } from '@shop/shared/content/blog-articles';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { pathInLanguage, type ShopLanguage } from '@shop/shared/i18n/languages';
import { pictureSources } from '@shop/shared/pictures/picture-variants';
import { ARTICLE_PICTURE_SIZE, articleSharePicture } from '@shop/shared/web/content-pages';
import type { Article, BreadcrumbList, CreativeWork, WithContext } from 'schema-dts';
import { languageLinks } from './language-links.ts';
import { absolute, escapeHtml, scriptJson, shortDescription } from './plan-page-html.ts';

const WORDS: Record<ShopLanguage, { home: string; portfolio: string; blog: string; locale: string }> = {
  en: { home: 'Home', portfolio: 'Portfolio', blog: 'Blog', locale: 'en_GH' },
  fr: { home: 'Accueil', portfolio: 'Réalisations', blog: 'Blog', locale: 'fr_FR' },
};

interface PageInput {
  language: ShopLanguage;
  /** The site's own address without a final slash. */
  siteUrl: string;
}

interface SharedPicture {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

interface PageMeta extends PageInput {
  /** The page's path in English (no /fr). */
  path: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  picture: SharedPicture;
  extra: string[];
  jsonLd: unknown[];
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

/** The head every own page carries: canonical, absolute hreflang, Open Graph and Twitter card, JSON-LD. */
function pageHead(page: PageMeta): { title: string; description: string; tags: string[] } {
  const { siteUrl, language, path } = page;
  const url = `${siteUrl}${pathInLanguage(path, language)}`;
  const title = `${page.title} | ${BUSINESS.name}`;
  const description = shortDescription(page.description);
  const picture = page.picture;
  return {
    title,
    description,
    tags: [
      ...languageLinks(siteUrl, path, language),
      meta('property', 'og:type', page.type),
      meta('property', 'og:url', url),
      meta('property', 'og:description', description),
      meta('property', 'og:locale', WORDS[language].locale),
      meta('property', 'og:image', picture.url),
      ...(picture.width ? [meta('property', 'og:image:width', String(picture.width))] : []),
      ...(picture.height ? [meta('property', 'og:image:height', String(picture.height))] : []),
      meta('property', 'og:image:alt', picture.alt),
      ...page.extra,
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', title),
      meta('name', 'twitter:description', description),
      meta('name', 'twitter:image', picture.url),
      meta('name', 'twitter:image:alt', picture.alt),
      ...page.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    ],
  };
}

/** The trail of a content page: the home page, the page's section (`/portfolio`, `/blog`), then the page. */
function breadcrumbs(
  { siteUrl, language }: PageInput,
  section: 'portfolio' | 'blog',
  page: [name: string, path: string],
): WithContext<BreadcrumbList> {
  const words = WORDS[language];
  const steps = [[words.home, '/'], [words[section], `/${section}`], page];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${siteUrl}${pathInLanguage(path, language)}`,
    })),
  };
}

const firm = (siteUrl: string) => ({ '@type': 'Organization' as const, name: BUSINESS.name, url: `${siteUrl}/` });

export interface ProjectPageInput extends PageInput {
  project: PortfolioItem;
}

/** A project's picture: the photograph of the site as it stands, else the design; its largest variant's width. */
function projectPicture({ project, siteUrl }: ProjectPageInput): SharedPicture {
  const image = project.current_image?.trim() || project.design_image.trim();
  const sources = pictureSources(image);
  return { url: absolute(siteUrl, image), width: sources?.widths.at(-1), alt: project.title };
}

/** The schema.org CreativeWork of a project the firm designed, where it stands. */
export function projectWork(input: ProjectPageInput): WithContext<CreativeWork> {
  const { project, siteUrl, language } = input;
  const images = [project.current_image, project.design_image].filter((image): image is string => Boolean(image));
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    name: project.title,
    description: project.description || project.summary,
    url: `${siteUrl}${pathInLanguage(`/portfolio/${encodeURIComponent(project.id)}`, language)}`,
    image: images.map((image) => absolute(siteUrl, image)),
    genre: project.category,
    dateCreated: project.created_at,
    dateModified: project.updated_at,
    creator: firm(siteUrl),
    ...(project.location ? { locationCreated: { '@type': 'Place', name: project.location } } : {}),
  };
}

export function projectHead(input: ProjectPageInput) {
  const { project } = input;
  const path = `/portfolio/${encodeURIComponent(project.id)}`;
  return pageHead({
    ...input,
    path,
    title: project.title,
    description: project.summary || project.description,
    type: 'website',
    picture: projectPicture(input),
    extra: [],
    jsonLd: [projectWork(input), breadcrumbs(input, 'portfolio', [project.title, path])],
  });
}

export interface ArticlePageInput extends PageInput {
  article: BlogArticleMeta;
}

/** The schema.org Article of a blog article: headline, its picture, dates, author and publisher. */
export function articleData({ article, siteUrl, language }: ArticlePageInput): WithContext<Article> {
  const url = `${siteUrl}${pathInLanguage(`/blog/${encodeURIComponent(article.slug)}`, language)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: [absolute(siteUrl, articleSharePicture(article.image))],
    datePublished: article.date,
    dateModified: article.date,
    inLanguage: language,
    articleSection: article.category,
    keywords: article.tags.join(', '),
    author: { '@type': 'Organization', name: article.author, url: `${siteUrl}/` },
    publisher: { ...firm(siteUrl), logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.svg` } },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

export function articleHead(input: ArticlePageInput) {
  const { article, siteUrl } = input;
  const path = `/blog/${encodeURIComponent(article.slug)}`;
  return pageHead({
    ...input,
    path,
    title: article.title,
    description: article.excerpt,
    type: 'article',
    picture: {
      url: absolute(siteUrl, articleSharePicture(article.image)),
      ...ARTICLE_PICTURE_SIZE,
      alt: article.imageAlt,
    },
    extra: [
      meta('property', 'article:published_time', article.date),
      meta('property', 'article:section', article.category),
    ],
    jsonLd: [articleData(input), breadcrumbs(input, 'blog', [article.title, path])],
  });
}
