import { pathInLanguage, SHOP_LANGUAGES, type ShopLanguage } from '@shop/shared/i18n/languages';
import { escapeHtml } from './escape-html.ts';

/**
 * A page's canonical link (its address in its language) and the absolute hreflang links to every language and the
 * x-default (English). `path` is the page's English path (no /fr); `siteUrl` has no final slash.
 */
export function languageLinks(siteUrl: string, path: string, language: ShopLanguage): string[] {
  const address = (other: ShopLanguage) => `${siteUrl}${pathInLanguage(path, other)}`;
  return [
    `<link rel="canonical" href="${escapeHtml(address(language))}">`,
    ...SHOP_LANGUAGES.map((other) => `<link rel="alternate" hreflang="${other}" href="${escapeHtml(address(other))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(`${siteUrl}${path}`)}">`,
  ];
}
