import { USD_PER_GHS } from './constants.ts';
import { lazyNumberFormat } from './number-format.ts';

const cedis = lazyNumberFormat('en-GH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const dollars = lazyNumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cedis with 0-2 decimals, e.g. "₵2,500" or "₵1,999.5". */
export function formatCedis(amount: number): string {
  return `₵${cedis(amount)}`;
}

/** Dollar equivalent of a cedi amount, always 2 decimals, e.g. "$167.50". */
export function formatUsdFromCedis(amountInCedis: number): string {
  return `$${dollars(amountInCedis * USD_PER_GHS)}`;
}

/** Cedis to pesewas, the unit Paystack charges in; rounded to avoid float drift (199.99 * 100). */
export function toPesewas(amountInCedis: number): number {
  return Math.round(amountInCedis * 100);
}
