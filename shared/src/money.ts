import { USD_PER_GHS } from './constants.ts';
import { formatDecimal } from './number-format.ts';

/**
 * Cedis with 0 or 2 decimals, never 1, e.g. "₵2,500" or "₵1,999.50": whole cedis drop the pesewas, any
 * pesewas show as two digits, the way prices are written ("₵1,450.5" reads as a typo).
 */
export function formatCedis(amount: number): string {
  const shown = formatDecimal(amount, 2, 2);
  return `₵${shown.endsWith('.00') ? shown.slice(0, -3) : shown}`;
}

/** Cedis always with 2 decimals, e.g. "₵2,500.00": checkout, the admin area and staff mails. */
export function formatCedisWithPesewas(amount: number): string {
  return `₵${formatDecimal(amount, 2, 2)}`;
}

/** Dollar equivalent of a cedi amount, always 2 decimals, e.g. "$167.50". */
export function formatUsdFromCedis(amountInCedis: number): string {
  return `$${formatDecimal(amountInCedis * USD_PER_GHS, 2, 2)}`;
}

/** Cedis to pesewas, the unit Paystack charges in; rounded to avoid float drift (199.99 * 100). */
export function toPesewas(amountInCedis: number): number {
  return Math.round(amountInCedis * 100);
}
