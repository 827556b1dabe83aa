import type { BuildCostRates, BuildCostRow } from './build-cost-defaults.ts';

export type { BuildCostRates, BuildCostRow } from './build-cost-defaults.ts';
/**
 * Cost to build (decision 0025): staff keep a small table of building costs per square metre in cedis
 * by finish level, with an optional row per region; a plan's estimate is its floor area times those rates.
 */
export const FINISH_LEVELS = ['basic', 'standard', 'high_end'] as const;
export type FinishLevel = (typeof FINISH_LEVELS)[number];

export const FINISH_LABELS: Record<FinishLevel, string> = {
  basic: 'Basic',
  standard: 'Standard',
  high_end: 'High-end',
};

/** Ghana's sixteen regions; a rates row names one, or none for the rates used everywhere else. */
export const GHANA_REGIONS = [
  'Ahafo',
  'Ashanti',
  'Bono',
  'Bono East',
  'Central',
  'Eastern',
  'Greater Accra',
  'North East',
  'Northern',
  'Oti',
  'Savannah',
  'Upper East',
  'Upper West',
  'Volta',
  'Western',
  'Western North',
] as const;
export type GhanaRegion = (typeof GHANA_REGIONS)[number];

export const BUILD_COST_INCLUDED =
  'Includes the structure, roof, walls, doors and windows, plumbing, wiring and finishes at the chosen level.';
export const BUILD_COST_EXCLUDED =
  'Not included: land, permits and professional fees, site clearing, fence and gate, external works, furniture.';
export const DETAILED_ESTIMATE_LABEL = 'Get a detailed estimate';

/** The row for a region: its own when staff set one, else the rates used everywhere. */
export function ratesFor(rates: BuildCostRates, region: string): BuildCostRow | undefined {
  return rates.rows.find((row) => row.region === region) ?? rates.rows.find((row) => row.region === '');
}

export type BuildCostEstimate = Record<FinishLevel, number>;

/** Area x rate at each finish level, rounded to the nearest thousand cedis (an estimate, not a quote). */
export function buildCostEstimate(areaSqm: number, row: BuildCostRow): BuildCostEstimate {
  const round = (value: number) => Math.round(value / 1000) * 1000;
  return {
    basic: round(areaSqm * row.basic),
    standard: round(areaSqm * row.standard),
    high_end: round(areaSqm * row.high_end),
  };
}
