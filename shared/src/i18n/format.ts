import { USD_PER_GHS } from '../constants.ts';
import { formatCedis, formatCedisWithPesewas, formatUsdFromCedis } from '../money.ts';
import { formatDecimal, groupThousands } from '../number-format.ts';
import { shownRating } from '../plans/shown-rating.ts';
import type { ShopLanguage } from './languages.ts';

/*
 * Money and dates as each language writes them (decision 0026). English keeps the shop's own formatting (no ICU at
 * load, decision 0015); French uses Intl's French ("1 450,50 ₵", "14 mars 2026"), whose narrow no-break space
 * before the symbol and between thousands is the French typographic rule.
 */
const frenchNumbers = new Map<string, Intl.NumberFormat>();

function frenchNumber(value: number, fractionDigits: number): string {
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

/** Cedis always with 2 decimals: "₵2,500.00", "2 500,00 ₵". */
export function formatCedisWithPesewasIn(amount: number, language: ShopLanguage): string {
  if (language === 'en') return formatCedisWithPesewas(amount);
  return `${frenchNumber(amount, 2)}\u202f₵`;
}

/** The dollar equivalent of cedis: "$167.50", "167,50 $". */
export function formatUsdFromCedisIn(amountInCedis: number, language: ShopLanguage): string {
  if (language === 'en') return formatUsdFromCedis(amountInCedis);
  return `${frenchNumber(amountInCedis * USD_PER_GHS, 2)}\u202f$`;
}

/** A whole number: "1,250" in English, "1 250" in French. */
export function formatIntegerIn(value: number, language: ShopLanguage): string {
  return language === 'en' ? groupThousands(value) : frenchNumber(Math.trunc(value), 0);
}

/**
 * A date and time in a time zone, in the language ("14 March 2026, 10:30 GMT", "14 mars 2026 à 10:30 UTC"): mails
 * and invoices. An unreadable date gives ''.
 */
export function formatDateTimeIn(iso: string, language: ShopLanguage, timeZone = 'Africa/Accra'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'fr' ? 'fr' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date);
}

/** A floor area in square metres, up to 3 decimals: "1,250.5" in English, "1 250,5" in French. */
export function formatAreaIn(value: number, language: ShopLanguage): string {
  if (language === 'en') return formatDecimal(value, 0, 3);
  return new Intl.NumberFormat('fr', { maximumFractionDigits: 3 }).format(value);
}

/** A review score to one decimal: "4.5" in English, "4,5" in French. */
export function formatRatingIn(value: number, language: ShopLanguage): string {
  const text = shownRating(value).toFixed(1);
  return language === 'fr' ? text.replace('.', ',') : text;
}
