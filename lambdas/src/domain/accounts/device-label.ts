import type { ShopLanguage } from '@shop/shared/i18n/languages';
import { translatorFor } from '../../i18n/translate.ts';

/*
 * A person-readable name for a browser from its User-Agent, for a login alert ("Chrome on Android"). It only labels
 * the mail: which browser is new is decided by the id the browser keeps, never by this text, so a rough reading of
 * the common families is enough and a full User-Agent parser would be weight without use.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPad\b|\biPod\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** The browser family and operating system a User-Agent names, each when recognised. */
export interface DeviceKind {
  browser?: string;
  system?: string;
}

export function deviceKind(userAgent: string | undefined): DeviceKind {
  const text = userAgent ?? '';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  return { ...(browser ? { browser } : {}), ...(system ? { system } : {}) };
}

/** "Chrome on Android" / "Chrome sur Android", what is known of the two, or undefined. */
export function deviceLabel(kind: DeviceKind, language: ShopLanguage): string | undefined {
  const { browser, system } = kind;
  if (!(browser && system)) return browser ?? system;
  const t = translatorFor(language);
  return t('{browser} on {system}', { browser, system });
}
