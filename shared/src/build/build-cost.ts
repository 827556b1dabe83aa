/**
 * Cost to build (issue 22, decision 0025): staff keep a small table of building costs per square metre in cedis
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

/** Cedis per square metre of floor area at each finish level; `region` empty: everywhere without a row of its own. */
export interface BuildCostRow {
  region: string;
  basic: number;
  standard: number;
  high_end: number;
}

export interface BuildCostRates {
  rows: BuildCostRow[];
  /** The day staff last changed the rates (YYYY-MM-DD), shown beside every estimate. */
  set_on: string;
}

/** Until staff set their own: mid-2026 figures for a block-and-concrete house, Greater Accra dearer. */
export const DEFAULT_BUILD_COST_RATES: BuildCostRates = {
  rows: [
    { region: '', basic: 4200, standard: 6000, high_end: 9500 },
    { region: 'Greater Accra', basic: 4800, standard: 6800, high_end: 11000 },
  ],
  set_on: '2026-11-01',
};

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
