import { computeTax, type TaxBreakdown } from '../invoices/tax.ts';
import type { TaxSettings } from '../invoices/tax-rate.ts';

/**
 * The least a discounted price may come to, in pesewas (GH₵1): Paystack cannot charge nothing, and a free plan is
 * a gift staff give another way. A code worth more than the price takes the price down to this, never below.
 */
export const MIN_DISCOUNTED_PRICE_PESEWAS = 100;

/** What a code takes off: a whole percentage (1-99) or a fixed amount in pesewas. */
export interface DiscountRule {
  kind: 'percent' | 'fixed';
  /** Percent (1-99) for `percent`; pesewas for `fixed`. */
  value: number;
}

/**
 * The discount on a catalogue price, in whole pesewas: a percentage rounded half up, or the fixed amount; never
 * more than takes the price down to MIN_DISCOUNTED_PRICE_PESEWAS, never negative (a price already at or below it
 * gets no discount).
 */
export function discountPesewas(pricePesewas: number, rule: DiscountRule): number {
  const raw = rule.kind === 'percent' ? Math.floor((pricePesewas * rule.value + 50) / 100) : Math.round(rule.value);
  const room = Math.max(0, pricePesewas - MIN_DISCOUNTED_PRICE_PESEWAS);
  return Math.max(0, Math.min(raw, room));
}

/** A price with its discount taken off before tax, and the tax then computed on what is left. */
export interface DiscountedCharge {
  list_price_pesewas: number;
  discount_pesewas: number;
  /** The price the tax rules see: the list price less the discount. */
  discounted_price_pesewas: number;
  tax: TaxBreakdown;
}

/**
 * The discount comes off the catalogue price first; the tax rows then apply to the discounted price exactly as they
 * apply to any price (computeTax), so net + tax lines = total still holds to the pesewa.
 */
export function discountedCharge(
  pricePesewas: number,
  rule: DiscountRule | undefined,
  settings: TaxSettings,
): DiscountedCharge {
  const discount = rule ? discountPesewas(pricePesewas, rule) : 0;
  const discounted = pricePesewas - discount;
  return {
    list_price_pesewas: pricePesewas,
    discount_pesewas: discount,
    discounted_price_pesewas: discounted,
    tax: computeTax(discounted, settings),
  };
}
