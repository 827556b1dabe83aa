import { computeTax, orderTax, type TaxBreakdown } from '../invoices/tax.ts';
import type { OrderPromotion } from './order-promotion.ts';

/** A discounted order's line as invoices print it: the list price and the discount, both net of tax. */
export interface DiscountLine {
  code: string;
  /** The catalogue price before the code, net of tax, as the frozen rates split it. */
  list_net_pesewas: number;
  /** What the code took off the net: list net - discount net = the order's net, to the pesewa. */
  discount_net_pesewas: number;
  /** What the code took off what the buyer paid (taxes in). */
  discount_gross_pesewas: number;
}

/**
 * The discount of an order with a promotion code, split as the invoice shows it. The code came off the catalogue
 * price before tax (decision 0056), so the list price's net is recomputed with the rates frozen on the order and the
 * discount's net is the difference: the item, the discount, the subtotal, the tax lines and the total all add up.
 */
export function discountLine(order: {
  amount: number;
  tax?: TaxBreakdown | undefined;
  promotion?: OrderPromotion | undefined;
}): DiscountLine | undefined {
  const promotion = order.promotion;
  if (!promotion || promotion.discount_pesewas <= 0) return undefined;
  const frozen = orderTax(order);
  const list = computeTax(promotion.list_price_pesewas, {
    prices_include_tax: frozen.prices_include_tax,
    tax_rates: frozen.lines.map((line, index) => ({
      id: `line-${index}`,
      name: line.name,
      rate_percent: line.rate_percent,
      enabled: true,
    })),
  });
  return {
    code: promotion.code,
    list_net_pesewas: list.net_pesewas,
    discount_net_pesewas: list.net_pesewas - frozen.net_pesewas,
    discount_gross_pesewas: list.total_pesewas - frozen.total_pesewas,
  };
}
