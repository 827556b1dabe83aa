import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { PLAN_PAGE_CACHE } from '@shop/shared/web/plan-page';
import type { PlansRepository } from '../../repositories/plans-repository.ts';
import { toPublicPlan } from '../plans/to-public-plan.ts';
import type { ShellName, ShellReader } from '../ports/site-shell.ts';
import { shareImageOf } from '../share-images/share-cards.ts';
import { notFoundPageHtml, planPageHtml } from './plan-page-html.ts';

/** Whether an object is in the images bucket (the picture Lambda writes share pictures there). */
export interface ImageExistence {
  exists(key: string): Promise<boolean>;
}

/**
 * The plan's share picture if the picture Lambda has drawn it for the plan as it now reads (its address is the
 * digest of what it shows), else undefined: the page then shares the main picture. One HEAD per edge miss; an
 * unreadable bucket is no reason to fail the page.
 */
async function currentShareImage(images: ImageExistence, plan: PublicPlan, language: ShopLanguage) {
  const path = shareImageOf(plan, language);
  if (!path) return undefined;
  try {
    return (await images.exists(path.slice(1))) ? path : undefined;
  } catch {
    return undefined;
  }
}

const PLAN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * When the build's shell cannot be read (the site unreachable, or no web build offline), a bare page still carries
 * the plan's head for link previews and search, and links to the shop; nobody keeps it.
 */
function bareShell(language: ShopLanguage): string {
  return `<!doctype html>\n<html lang="${language}">\n  <head>\n    <meta charset="UTF-8" />\n    <title></title>\n  </head>\n  <body>\n    <div id="root"><a href="${language === 'fr' ? '/fr' : '/'}">Tema House Plans</a></div>\n  </body>\n</html>\n`;
}

export async function shellOr(shell: ShellReader, name: ShellName, language: ShopLanguage) {
  try {
    return { html: await shell(name, language), bare: false };
  } catch {
    return { html: bareShell(language), bare: true };
  }
}

export const NOT_FOUND_TITLE: Record<ShopLanguage, string> = {
  en: 'Page Not Found | Tema House Plans',
  fr: 'Page introuvable | Tema House Plans',
};

export interface PlanPageAnswer {
  status: 200 | 404;
  html: string;
  cacheControl: string;
}

/**
 * A plan page: the live plan's own HTML, or, for an id that is no live plan (unknown, deleted, not active), the
 * shop's not-found page with 404 and noindex. The 404 is not kept anywhere, so a plan staff publish shows at once.
 */
export async function renderPlanPage(
  deps: { plans: PlansRepository; shell: ShellReader; siteUrl: string; images: ImageExistence },
  language: ShopLanguage,
  id: string,
): Promise<PlanPageAnswer> {
  const plan = PLAN_ID.test(id) ? await deps.plans.get(id) : undefined;
  if (plan?.status !== 'active') {
    const shell = await shellOr(deps.shell, 'app', language);
    return { status: 404, html: notFoundPageHtml(shell.html, NOT_FOUND_TITLE[language]), cacheControl: 'no-store' };
  }
  const [shell, shareImage] = await Promise.all([
    shellOr(deps.shell, 'plan', language),
    currentShareImage(deps.images, plan, language),
  ]);
  const siteUrl = deps.siteUrl.replace(/\/+$/, '');
  return {
    status: 200,
    html: planPageHtml(shell.html, { plan: toPublicPlan(plan), language, siteUrl, shareImage }),
    cacheControl: shell.bare ? 'no-store' : PLAN_PAGE_CACHE,
  };
}
