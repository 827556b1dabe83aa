import { USD_PER_GHS } from '../constants.ts';
import { formatCedis, formatUsdFromCedis } from '../money.ts';
import { formatDecimal } from '../number-format.ts';
import type { ShopLanguage } from './languages.ts';

/*
 * Money and dates as each language writes them (decision 0026). English keeps the shop's own formatting (no ICU at
 * load, decision 0015); French uses Intl's French ("1 450,50 ₵", "14 mars 2026"), whose narrow no-break space
 * before the symbol and between thousands is the French typographic rule.
 */
const frenchNumbers = new Map<string, Intl.NumberFormat>();

/** A number in French with a fixed count of decimals; one Intl formatter per count, made when first needed. */
export function frenchNumber(value: number, fractionDigits: number): string {
  const key = String(fractionDigits);
  let format = frenchNumbers.get(key);
  if (!format) {
    format = new Intl.NumberFormat('fr', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    frenchNumbers.set(key, format);
  }
  return format.format(value);
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
  return new Intl.NumberFormat('fr', { maximumFractionDigits: 3 }).format(value);
}
