import { type Plot, type PlotSetbacks, plotFit } from '@shop/shared/build/plot-fit';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { plotFitText } from '../../../lib/plots/plot-texts.ts';

/** On a card of the plot-filtered list: how much room the plan leaves on the buyer's plot. */
export function PlotFitNote({ plan, plot, setbacks }: { plan: PublicPlan; plot: Plot; setbacks: PlotSetbacks }) {
  const fit = plotFit({ width_m: plan.footprint_width_m, depth_m: plan.footprint_depth_m }, plot, setbacks);
  // The server listed only plans that fit; a plan that no longer does (setbacks changed meanwhile) says nothing.
  if (!fit?.fits) return null;
  return <p className="plot-fit-note">{plotFitText(fit, plot.unit)}</p>;
}
