import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import type { TaxSettings } from './tax-rate.ts';

/** One tax line as frozen on an order: amounts in pesewas. */
export const TaxLine = lazySchema(() =>
  z.object({ name: z.string(), rate_percent: z.number(), amount_pesewas: z.number() }),
);
export type TaxLine = z.infer<typeof TaxLine>;

/** What an order is charged, split: net + the sum of the lines = total, to the pesewa. */
export const TaxBreakdown = lazySchema(() =>
  z.object({
    prices_include_tax: z.boolean(),
    net_pesewas: z.number(),
    lines: z.array(TaxLine),
    total_pesewas: z.number(),
  }),
);
export type TaxBreakdown = z.infer<typeof TaxBreakdown>;

/** A rate in hundredths of a percent (basis points), so the sums below stay in integers. */
const basisPoints = (ratePercent: number) => Math.round(ratePercent * 100);

/** Half up, in integers: amount × bp / 10000. */
const share = (amount: number, bp: number) => Math.floor((amount * bp + 5_000) / 10_000);

/**
 * The tax lines for a catalogue price (pesewas), as the enabled rows say. Each levy is charged on the net price
 * (none on another levy) and each line is rounded half up to the pesewa.
 * - Prices exclude tax: the net is the price, the total is the price plus the lines.
 * - Prices include tax: the total is the price; the net is the price divided by (1 + the rates), rounded, and the
 *   lines are taken from that net; whatever pesewa the rounding leaves goes to the net, so net + lines = price.
 */
export function computeTax(pricePesewas: number, settings: TaxSettings): TaxBreakdown {
  const rows = settings.tax_rates.filter((row) => row.enabled && row.rate_percent > 0);
  const totalBp = rows.reduce((sum, row) => sum + basisPoints(row.rate_percent), 0);
  const net = settings.prices_include_tax
    ? Math.floor((pricePesewas * 10_000 + Math.floor((10_000 + totalBp) / 2)) / (10_000 + totalBp))
    : pricePesewas;
  const lines = rows.map((row) => ({
    name: row.name,
    rate_percent: row.rate_percent,
    amount_pesewas: share(net, basisPoints(row.rate_percent)),
  }));
  if (settings.prices_include_tax) {
    // Rounding each line half up can, on a price of a few pesewas, make the lines exceed the price: take the excess
    // back from the last lines, so the net is never negative and net + lines is still the price.
    let excess = lines.reduce((sum, line) => sum + line.amount_pesewas, 0) - pricePesewas;
    for (let i = lines.length - 1; i >= 0 && excess > 0; i -= 1) {
      const line = lines[i] as (typeof lines)[number];
      const taken = Math.min(excess, line.amount_pesewas);
      line.amount_pesewas -= taken;
      excess -= taken;
    }
    const included = lines.reduce((sum, line) => sum + line.amount_pesewas, 0);
    return { prices_include_tax: true, net_pesewas: pricePesewas - included, lines, total_pesewas: pricePesewas };
  }
  const taxes = lines.reduce((sum, line) => sum + line.amount_pesewas, 0);
  return { prices_include_tax: false, net_pesewas: net, lines, total_pesewas: net + taxes };
}

/** The tax charged on an order (the sum of its lines), in pesewas. */
export const taxOf = (breakdown: Pick<TaxBreakdown, 'lines'>) =>
  breakdown.lines.reduce((sum, line) => sum + line.amount_pesewas, 0);

/**
 * An order's net, tax lines and gross, as frozen on it when payment started; an order made before taxes had none:
 * all of its amount is net. Every place that shows an order's money (page, invoice, CSV, analytics) reads this.
 */
export function orderTax(order: { amount: number; tax?: TaxBreakdown | undefined }): TaxBreakdown {
  if (order.tax) return order.tax;
  const total = Math.round(order.amount * 100);
  return { prices_include_tax: true, net_pesewas: total, lines: [], total_pesewas: total };
}
