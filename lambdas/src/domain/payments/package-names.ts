import { msg, type Translate } from '../../i18n/translate.ts';

/** How staff's mails name each package. */
export const PACKAGE_NAMES = { basic: 'Basic', standard: 'Standard', premium: 'Premium' } as const;

const PACKAGE_TEXTS = {
  basic: msg('Basic Package'),
  standard: msg('Standard Package'),
  premium: msg('Premium Package'),
} as const;

/** A package as a buyer's mail names it: "Standard Package", "Standard" in French. */
export const packageName = (tier: keyof typeof PACKAGE_TEXTS, t: Translate): string =>
  // i18next-instrument-ignore-next-line
  t(PACKAGE_TEXTS[tier]);
