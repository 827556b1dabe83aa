import type { FirmPage } from '@shop/shared/content/firm-pages';
import type { ShopLanguage } from '@shop/shared/i18n/languages';
import type { PublicSiteSettings } from '@shop/shared/settings/site-settings';
import { PLAN_PAGE_CACHE } from '@shop/shared/web/plan-page';
import type { ShellReader } from '../ports/site-shell.ts';
import { firmHead, withoutLanguageLinks } from './firm-page-html.ts';
import { withHead } from './plan-page-html.ts';
import type { PlanPageAnswer } from './render-plan-page.ts';
import { shellOr } from './render-plan-page.ts';

export interface FirmPageDeps {
  shell: ShellReader;
  siteUrl: string;
  settings: () => Promise<Pick<PublicSiteSettings, 'site_name' | 'site_description' | 'contact_email'>>;
}

/**
 * Home (its prerendered first screen) or Contact (the app shell) with the firm's JSON-LD from the settings staff
 * edit, kept the edge's minute like the other rendered pages.
 */
export async function renderFirmPage(
  deps: FirmPageDeps,
  language: ShopLanguage,
  page: FirmPage,
): Promise<PlanPageAnswer> {
  const [shell, settings] = await Promise.all([
    shellOr(deps.shell, page === 'home' ? 'home' : 'app', language),
    deps.settings(),
  ]);
  const shellTitle = /<title>([^<]*)<\/title>/.exec(shell.html)?.[1] ?? settings.site_name;
  const head = firmHead({ page, language, settings, siteUrl: deps.siteUrl.replace(/\/+$/, ''), shellTitle });
  return {
    status: 200,
    html: withHead(withoutLanguageLinks(shell.html), head),
    cacheControl: shell.bare ? 'no-store' : PLAN_PAGE_CACHE,
  };
}
