import { FINISH_LEVELS, type FinishLevel } from '@shop/shared/build/build-cost';
import type { AdminSiteSettings } from '@shop/shared/settings/admin-site-settings';
import { SiteSettingsUpdate } from '@shop/shared/settings/site-settings-update';

/** The Plot & Build Costs tab as typed: numbers kept as text so a half-typed "1." is not lost. */
export interface BuildCostsFormValues {
  setbacks: { front_m: string; rear_m: string; side_m: string };
  rows: ({ region: string } & Record<FinishLevel, string>)[];
}

export function buildCostsFormValues(settings: AdminSiteSettings): BuildCostsFormValues {
  const { front_m, rear_m, side_m } = settings.plot_setbacks;
  return {
    setbacks: { front_m: String(front_m), rear_m: String(rear_m), side_m: String(side_m) },
    // The row for all other regions first, then the regions staff priced on their own.
    rows: [...settings.build_cost_rates.rows]
      .sort((a, b) => (a.region === '' ? -1 : b.region === '' ? 1 : a.region.localeCompare(b.region)))
      .map((row) => ({
        region: row.region,
        basic: String(row.basic),
        standard: String(row.standard),
        high_end: String(row.high_end),
      })),
  };
}

const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/** The body of PUT /api/settings for this tab, checked with the server's schema; or the first problem found. */
export function buildCostsChanges(
  values: BuildCostsFormValues,
): { ok: true; body: SiteSettingsUpdate } | { ok: false; message: string } {
  const body = {
    plot_setbacks: {
      front_m: toNumber(values.setbacks.front_m),
      rear_m: toNumber(values.setbacks.rear_m),
      side_m: toNumber(values.setbacks.side_m),
    },
    build_cost_rates: {
      rows: values.rows.map((row) => ({
        region: row.region,
        ...Object.fromEntries(FINISH_LEVELS.map((level) => [level, toNumber(row[level])])),
      })),
    },
  };
  const result = SiteSettingsUpdate.safeParse(body);
  if (result.success) return { ok: true, body: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Please check the values' };
}
