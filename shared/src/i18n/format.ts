import { USD_PER_GHS } from '../constants.ts';
import { formatCedis, formatUsdFromCedis } from '../money.ts';
import { FRENCH_MARKS, formatDecimal } from '../number-format.ts';
import type { ShopLanguage } from './languages.ts';

/*
 * Money and numbers as each language writes them (decision 0026), without Intl (no ICU data at load, decision 0015).
 * French writes what Intl's French does ("1 450,50 ₵"): the narrow no-break space before the symbol and between
 * thousands is the French typographic rule.
 */

/** A number in French with a fixed count of decimals. */
export function frenchNumber(value: number, fractionDigits: number): string {
  return formatDecimal(value, fractionDigits, fractionDigits, FRENCH_MARKS);
}

/** Cedis with 0 or 2 decimals, as formatCedis: "₵1,450.50" in English, "1 450,50 ₵" in French. */
export function formatCedisIn(amount: number, language: ShopLanguage): string {
  if (language === 'en') return formatCedis(amount);
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return `${frenchNumber(amount, whole ? 0 : 2)}\u202f₵`;
}

/** The dollar equivalent of cedis: "$167.50", "167,50 $". */
export function formatUsdFromCedisIn(amountInCedis: number, language: ShopLanguage): string {
  if (language === 'en') return formatUsdFromCedis(amountInCedis);
  return `${frenchNumber(amountInCedis * USD_PER_GHS, 2)}\u202f$`;
}

/** A floor area in square metres, up to 3 decimals: "1,250.5" in English, "1 250,5" in French. */
export function formatAreaIn(value: number, language: ShopLanguage): string {
  if (language === 'en') return formatDecimal(value, 0, 3);
  return formatDecimal(value, 0, 3, FRENCH_MARKS);
}
