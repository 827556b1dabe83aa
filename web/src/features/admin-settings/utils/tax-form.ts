import type { TaxRate } from '@shop/shared/invoices/tax-rate';
import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';

/** One tax row as the Taxes tab holds it: the rate as typed. */
export interface TaxRowValues {
  id: string;
  name: string;
  rate: string;
  enabled: boolean;
}

export interface TaxFormValues {
  rows: TaxRowValues[];
  prices_include_tax: boolean;
}

export function taxFormValues(settings: AdminSiteSettings): TaxFormValues {
  return {
    rows: settings.tax_rates.map((row) => ({ ...row, rate: String(row.rate_percent) })),
    prices_include_tax: settings.prices_include_tax,
  };
}

/** A new row's id from its name ("Tourism levy" → "tourism-levy"), unique among the rows already there. */
export function newTaxRowId(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 30) || 'tax';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The body of PUT /api/settings for the Taxes tab, or the first problem a person can fix. */
export function taxChanges(
  values: TaxFormValues,
): { ok: true; body: { tax_rates: TaxRate[]; prices_include_tax: boolean } } | { ok: false; message: string } {
  const rows: TaxRate[] = [];
  for (const row of values.rows) {
    const name = row.name.trim();
    if (!name) return { ok: false, message: 'Each tax needs a name' };
    const rate = Number(row.rate.replace(',', '.'));
    if (row.rate.trim() === '' || !Number.isFinite(rate) || rate < 0 || rate > 100) {
      return { ok: false, message: `The rate of ${name} is a percentage from 0 to 100` };
    }
    rows.push({ id: row.id, name, rate_percent: rate, enabled: row.enabled });
  }
  return { ok: true, body: { tax_rates: rows, prices_include_tax: values.prices_include_tax } };
}
