/*
 * The rates' shape and the defaults until staff set their own: a module of their own, as the shop's first screen
 * needs the defaults (the settings' fallback) without build-cost.ts's estimates, which load with the plan page.
 */
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
