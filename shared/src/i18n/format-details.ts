import { formatCedisWithPesewas } from '../money.ts';
import { groupThousands } from '../number-format.ts';
import { shownRating } from '../plans/shown-rating.ts';
import { frenchNumber } from './format.ts';
import type { ShopLanguage } from './languages.ts';

/*
 * Amounts to the pesewa, whole numbers, dates and review scores as each language writes them (checkout, invoices,
 * mails, the plan page): apart from format.ts, whose prices and areas the first screen's plan cards show.
 */

/** Cedis always with 2 decimals: "₵2,500.00", "2 500,00 ₵". */
export function formatCedisWithPesewasIn(amount: number, language: ShopLanguage): string {
  if (language === 'en') return formatCedisWithPesewas(amount);
  return `${frenchNumber(amount, 2)}\u202f₵`;
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

/** A review score to one decimal: "4.5" in English, "4,5" in French. */
export function formatRatingIn(value: number, language: ShopLanguage): string {
  const text = shownRating(value).toFixed(1);
  return language === 'fr' ? text.replace('.', ',') : text;
}
