import { formatLength, formatPlot, type Plot, type PlotFit, type PlotUnit } from '@shop/shared/build/plot-fit';
import { currentLanguage, t } from '../../i18n/i18n.ts';

/*
 * Plot sizes and lengths in the page's language. English keeps shared/'s own wording ("70 x 100 ft", "3.2 m");
 * French writes a decimal comma, a narrow no-break space between thousands and "pi" (pieds) for feet.
 */
function toFrench(english: string): string {
  return english
    .replace(/(\d),(\d)/g, '$1\u202f$2')
    .replace(/(\d)\.(\d)/g, '$1,$2')
    .replace(/ ft$/, '\u00a0pi')
    .replace(/ m$/, '\u00a0m');
}

/** "3.2 m", "10 ft"; "3,2 m", "10 pi". */
export function lengthText(value: number, unit: PlotUnit): string {
  const english = formatLength(value, unit);
  return currentLanguage() === 'fr' ? toFrench(english) : english;
}

/** "70 x 100 ft"; "70 x 100 pi". */
export function plotText(plot: Plot): string {
  const english = formatPlot(plot);
  return currentLanguage() === 'fr' ? toFrench(english) : english;
}

/** A plan card's line about a fitting plan: "Fits with 3.2 m to spare in width and 5.1 m in depth". */
export function plotFitText(fit: PlotFit, unit: PlotUnit): string {
  return t('Fits with {width} to spare in width and {depth} in depth', {
    width: lengthText(Math.max(0, fit.spareWidth), unit),
    depth: lengthText(Math.max(0, fit.spareDepth), unit),
  });
}
