import { BLOG_ARTICLES } from '@shop/shared/content/blog-articles';
import { BLOG_ARTICLES_FR } from '@shop/shared/content/blog-articles-fr';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { PLAN_PAGE_CACHE } from '@shop/shared/web/plan-page';
import type { ShellReader } from '../ports/site-shell.ts';
import { articleHead, projectHead } from './content-page-html.ts';
import { notFoundPageHtml, withHead } from './plan-page-html.ts';
import { NOT_FOUND_TITLE, type PlanPageAnswer, shellOr } from './render-plan-page.ts';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

interface PageDeps {
  shell: ShellReader;
  siteUrl: string;
}

async function notFound(deps: PageDeps, language: ShopLanguage): Promise<PlanPageAnswer> {
  const shell = await shellOr(deps.shell, 'app', language);
  return { status: 404, html: notFoundPageHtml(shell.html, NOT_FOUND_TITLE[language]), cacheControl: 'no-store' };
}

async function ownPage(
  deps: PageDeps,
  language: ShopLanguage,
  head: (siteUrl: string) => { title: string; description: string; tags: string[] },
): Promise<PlanPageAnswer> {
  const shell = await shellOr(deps.shell, 'app', language);
  return {
    status: 200,
    html: withHead(shell.html, head(deps.siteUrl.replace(/\/+$/, ''))),
    // The same minute at the edge as a plan page; staff writes invalidate a project's page at once.
    cacheControl: shell.bare ? 'no-store' : PLAN_PAGE_CACHE,
  };
}

/** A portfolio project's own page (the app shell with the project's head), or the 404 page for an unknown id. */
export async function renderProjectPage(
  deps: PageDeps & { portfolio: { get(id: string): Promise<PortfolioItem | undefined> } },
  language: ShopLanguage,
  id: string,
): Promise<PlanPageAnswer> {
  const project = ID.test(id) ? await deps.portfolio.get(id) : undefined;
  if (!project) return notFound(deps, language);
  return ownPage(deps, language, (siteUrl) => projectHead({ project, language, siteUrl }));
}

/** A blog article's own page in its language, or the 404 page for a slug that is no article. */
export async function renderArticlePage(deps: PageDeps, language: ShopLanguage, slug: string): Promise<PlanPageAnswer> {
  const article = (language === 'fr' ? BLOG_ARTICLES_FR : BLOG_ARTICLES).find((each) => each.slug === slug);
  if (!article) return notFound(deps, language);
  return ownPage(deps, language, (siteUrl) => articleHead({ article, language, siteUrl }));
}
