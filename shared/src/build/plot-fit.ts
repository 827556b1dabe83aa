import { formatDecimal } from '../number-format.ts';
import { METRES_PER_FOOT, type Plot, type PlotSetbacks, type PlotUnit } from './plot-basics.ts';

export type { Plot, PlotSetbacks, PlotUnit } from './plot-basics.ts';
/**
 * Plot fit (decision 0025). A plan's footprint (width along the road, depth away from it, in metres)
 * plus the firm's setbacks is the smallest plot it needs. Plans are never turned 90 degrees: a plan's entrance,
 * living rooms and windows are drawn to face the road, so turning it is a redesign (a service), not a fit.
 */
export { DEFAULT_PLOT_SETBACKS, METRES_PER_FOOT, PLOT_UNITS } from './plot-basics.ts';

/** Common Ghanaian plot sizes, offered as one-tap choices ("a plot" is 70 x 100 ft in most of the south). */
export const COMMON_PLOTS: readonly Plot[] = [
  { width: 50, depth: 100, unit: 'ft' },
  { width: 70, depth: 100, unit: 'ft' },
  { width: 80, depth: 100, unit: 'ft' },
  { width: 100, depth: 100, unit: 'ft' },
];

export interface Footprint {
  width_m: number;
  depth_m: number;
}

export function toMetres(value: number, unit: PlotUnit): number {
  return unit === 'ft' ? value * METRES_PER_FOOT : value;
}

export function fromMetres(metres: number, unit: PlotUnit): number {
  return unit === 'ft' ? metres / METRES_PER_FOOT : metres;
}

/** The plot in metres. */
export function plotInMetres(plot: Plot): Footprint {
  return { width_m: toMetres(plot.width, plot.unit), depth_m: toMetres(plot.depth, plot.unit) };
}

/** The largest footprint a plot takes once the setbacks are kept free (negative: the plot is too small for any). */
export function largestFootprint(plot: Plot, setbacks: PlotSetbacks): Footprint {
  const metres = plotInMetres(plot);
  return {
    width_m: metres.width_m - 2 * setbacks.side_m,
    depth_m: metres.depth_m - setbacks.front_m - setbacks.rear_m,
  };
}

/** The smallest plot a footprint needs with these setbacks, in metres. */
export function minimumPlot(footprint: Footprint, setbacks: PlotSetbacks): Footprint {
  return {
    width_m: footprint.width_m + 2 * setbacks.side_m,
    depth_m: footprint.depth_m + setbacks.front_m + setbacks.rear_m,
  };
}

export interface PlotFit {
  fits: boolean;
  /** What is left over (negative: missing), in the plot's unit. */
  spareWidth: number;
  spareDepth: number;
}

/** How a plan with this footprint sits on the plot; undefined when the plan has no footprint yet. */
export function plotFit(footprint: Partial<Footprint>, plot: Plot, setbacks: PlotSetbacks): PlotFit | undefined {
  if (footprint.width_m === undefined || footprint.depth_m === undefined) return undefined;
  const room = largestFootprint(plot, setbacks);
  const spareWidth = fromMetres(room.width_m - footprint.width_m, plot.unit);
  const spareDepth = fromMetres(room.depth_m - footprint.depth_m, plot.unit);
  // A hair's breadth below zero from feet-to-metres rounding still fits (the server compares the same numbers).
  return { fits: spareWidth > -1e-9 && spareDepth > -1e-9, spareWidth, spareDepth };
}

/** "3.2 m" or "10 ft": one decimal in metres, whole feet, rounded down so the room to spare is never overstated. */
export function formatLength(value: number, unit: PlotUnit): string {
  return unit === 'ft'
    ? `${formatDecimal(Math.floor(value + 1e-9), 0, 0)} ft`
    : `${formatDecimal(Math.floor(value * 10 + 1e-9) / 10, 1, 1)} m`;
}

/** "70 x 100 ft". */
export function formatPlot(plot: Plot): string {
  const digits = plot.unit === 'ft' ? 0 : 1;
  return `${formatDecimal(plot.width, 0, digits)} x ${formatDecimal(plot.depth, 0, digits)} ${plot.unit}`;
}

/** What a plan card says about a fitting plan, e.g. "Fits with 3.2 m to spare in width and 5.1 m in depth". */
export function plotFitLine(fit: PlotFit, unit: PlotUnit): string {
  const width = formatLength(Math.max(0, fit.spareWidth), unit);
  const depth = formatLength(Math.max(0, fit.spareDepth), unit);
  return `Fits with ${width} to spare in width and ${depth} in depth`;
}
