import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';

/**
 * A tax row staff keep in Settings: a name, a rate in percent (at most two decimals, so it is a whole number of
 * hundredths of a percent) and whether it applies.
 */
export const TaxRate = lazySchema(() =>
  z.object({
    id: z
      .string()
      .check(z.regex(/^[a-z0-9-]{1,40}$/, { error: 'A tax row id is 1-40 lower-case letters, digits or -' })),
    name: z
      .string({ error: 'Each tax needs a name' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'Each tax needs a name' }),
        z.maxLength(60, { error: 'A tax name can be at most 60 characters' }),
      ),
    rate_percent: z.number({ error: 'A tax rate is a percentage from 0 to 100' }).check(
      z.gte(0, { error: 'A tax rate is a percentage from 0 to 100' }),
      z.lte(100, { error: 'A tax rate is a percentage from 0 to 100' }),
      z.refine(
        (rate) => Number.isInteger(Math.round(rate * 100)) && Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9,
        {
          error: 'A tax rate can have at most two decimals',
        },
      ),
    ),
    enabled: z.boolean({ error: 'A tax is on or off (true or false)' }),
  }),
);
export type TaxRate = z.infer<typeof TaxRate>;

/** The tax settings: the rows and whether catalogue prices already include them. */
export interface TaxSettings {
  tax_rates: TaxRate[];
  prices_include_tax: boolean;
}

/** Ghana's VAT and levies as staff find them on a new shop: all off until staff say the shop is registered. */
export const DEFAULT_TAX_SETTINGS: TaxSettings = {
  tax_rates: [
    { id: 'vat', name: 'VAT', rate_percent: 15, enabled: false },
    { id: 'nhil', name: 'NHIL', rate_percent: 2.5, enabled: false },
    { id: 'getfund', name: 'GETFund levy', rate_percent: 2.5, enabled: false },
    { id: 'covid-19', name: 'COVID-19 levy', rate_percent: 1, enabled: false },
  ],
  prices_include_tax: true,
};
