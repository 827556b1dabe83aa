/*
 * The plot's units and the setbacks' shape and defaults (decision 0025): a module of their own, as the shop's first
 * screen needs them (the plan list's query, the settings' fallback) without plot-fit.ts's arithmetic, which loads
 * with the plan list and plan page (a bundler splits by module).
 */
export const PLOT_UNITS = ['m', 'ft'] as const;
export type PlotUnit = (typeof PLOT_UNITS)[number];

export const METRES_PER_FOOT = 0.3048;

/** Distances kept free between the house and the plot's boundaries, in metres. */
export interface PlotSetbacks {
  front_m: number;
  rear_m: number;
  side_m: number;
}

/** The firm's defaults until staff change them: Ghana's Building Regulations (LI 1630) minimums. */
export const DEFAULT_PLOT_SETBACKS: PlotSetbacks = { front_m: 3, rear_m: 3, side_m: 1.5 };

/** A plot as the buyer gave it: width is the side on the road, depth runs back from it. */
export interface Plot {
  width: number;
  depth: number;
  unit: PlotUnit;
}
