import type { ShopLanguage } from '@shop/shared/i18n/languages';

/** The deployed web build's HTML shells as the domain sees them (adapters/site-shell.ts reads them from the site). */
export type ShellName = 'plan' | 'app' | 'home';
export type ShellReader = (name: ShellName, language: ShopLanguage) => Promise<string>;
