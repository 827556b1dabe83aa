import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema.ts';
import { groupThousands } from '../number-format.ts';
import { rejectUnknownFields } from '../validation.ts';
import { FINISH_LABELS, GHANA_REGIONS } from './build-cost.ts';

export const BUILD_SETTINGS_LIMITS = { setbackMax: 30, rateMin: 100, rateMax: 200_000 } as const;

export const BUILD_SETTINGS_MESSAGES = {
  setback: (label: string) =>
    `${label} setback must be from 0 to ${BUILD_SETTINGS_LIMITS.setbackMax} m, in steps of 0.1`,
  rate: (label: string) =>
    `${label} rate must be a whole number of cedis per sq m from ${BUILD_SETTINGS_LIMITS.rateMin} to ${groupThousands(BUILD_SETTINGS_LIMITS.rateMax)}`,
  region: `Region must be one of Ghana's regions: ${GHANA_REGIONS.join(', ')}`,
  rising: 'Rates must rise from basic to standard to high-end',
  oneDefault: 'Keep exactly one row of rates for all other regions',
  regionTwice: 'Each region may have only one row of rates',
} as const;

const oneDecimal = (value: number) => Math.abs(Math.round(value * 10) - value * 10) < 1e-6;

const setback = (label: string) =>
  z
    .number({ error: BUILD_SETTINGS_MESSAGES.setback(label) })
    .check(
      z.gte(0, { error: BUILD_SETTINGS_MESSAGES.setback(label) }),
      z.lte(BUILD_SETTINGS_LIMITS.setbackMax, { error: BUILD_SETTINGS_MESSAGES.setback(label) }),
      z.refine(oneDecimal, { error: BUILD_SETTINGS_MESSAGES.setback(label) }),
    );

/** The Plot & build costs tab's setbacks. */
export const PlotSetbacksInput = lazySchema(() =>
  z.strictObject({ front_m: setback('Front'), rear_m: setback('Rear'), side_m: setback('Side') }, rejectUnknownFields),
);

const rate = (label: string) =>
  z
    .number({ error: BUILD_SETTINGS_MESSAGES.rate(label) })
    .check(
      z.int({ error: BUILD_SETTINGS_MESSAGES.rate(label) }),
      z.gte(BUILD_SETTINGS_LIMITS.rateMin, { error: BUILD_SETTINGS_MESSAGES.rate(label) }),
      z.lte(BUILD_SETTINGS_LIMITS.rateMax, { error: BUILD_SETTINGS_MESSAGES.rate(label) }),
    );

const BuildCostRowInput = lazySchema(() =>
  z
    .strictObject(
      {
        region: z.union([z.literal(''), z.enum(GHANA_REGIONS)], { error: BUILD_SETTINGS_MESSAGES.region }),
        basic: rate(FINISH_LABELS.basic),
        standard: rate(FINISH_LABELS.standard),
        high_end: rate(FINISH_LABELS.high_end),
      },
      rejectUnknownFields,
    )
    .check(
      z.refine((row) => row.basic <= row.standard && row.standard <= row.high_end, {
        error: BUILD_SETTINGS_MESSAGES.rising,
      }),
    ),
);

/** The rates table as staff send it; the server sets the date. One row for all regions, at most one per region. */
export const BuildCostRatesInput = lazySchema(() =>
  z.strictObject(
    {
      rows: z.array(BuildCostRowInput).check(
        z.maxLength(GHANA_REGIONS.length + 1, { error: BUILD_SETTINGS_MESSAGES.regionTwice }),
        z.refine((rows) => rows.filter((row) => row.region === '').length === 1, {
          error: BUILD_SETTINGS_MESSAGES.oneDefault,
        }),
        z.refine((rows) => new Set(rows.map((row) => row.region)).size === rows.length, {
          error: BUILD_SETTINGS_MESSAGES.regionTwice,
        }),
      ),
    },
    rejectUnknownFields,
  ),
);
export type BuildCostRatesInput = z.infer<typeof BuildCostRatesInput>;

/** What a stored settings item must hold to be used (anything else reads as the defaults). */
export const StoredBuildCostRates = lazySchema(() =>
  z.object({ rows: BuildCostRatesInput.shape.rows, set_on: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) }),
);
