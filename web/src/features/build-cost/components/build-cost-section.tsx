import {
  BUILD_COST_EXCLUDED,
  BUILD_COST_INCLUDED,
  type BuildCostRates,
  buildCostEstimate,
  DETAILED_ESTIMATE_LABEL,
  FINISH_LABELS,
  FINISH_LEVELS,
  ratesFor,
} from '@shop/shared/build/build-cost';
import { minimumPlot, type PlotSetbacks } from '@shop/shared/build/plot-fit';
import { formatAreaIn, formatCedisIn, formatUsdFromCedisIn } from '@shop/shared/i18n/format';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { useId, useState } from 'react';
import { currentLanguage, t } from '../../../i18n/i18n.ts';
import { lengthText } from '../../../lib/plots/plot-texts.ts';
import '../build-cost.css';
import { ButtonLink } from '../../../components/ui/button-link.tsx';
import { cedisRange, formatRatesDate, usdRange } from '../utils/build-cost-text.ts';

interface BuildCostSectionProps {
  plan: PublicPlan;
  rates: BuildCostRates;
  setbacks: PlotSetbacks;
  /** The contact form with this plan and the cost-planning service filled in. */
  detailedEstimateHref: string;
}

/** "16.0 m wide x 11.5 m deep; needs a plot of at least 19.0 x 17.5 m (62 x 57 ft)". */
function PlotNeeds({ plan, setbacks }: { plan: PublicPlan; setbacks: PlotSetbacks }) {
  if (plan.footprint_width_m === undefined || plan.footprint_depth_m === undefined) return null;
  const footprint = { width_m: plan.footprint_width_m, depth_m: plan.footprint_depth_m };
  const plot = minimumPlot(footprint, setbacks);
  // Round the plot up, so a plot of the size shown always fits.
  const up = (metres: number, unit: 'm' | 'ft') => {
    const text =
      unit === 'm' ? `${(Math.ceil(metres * 10 - 1e-9) / 10).toFixed(1)}` : `${Math.ceil(metres / 0.3048 - 1e-9)}`;
    return currentLanguage() === 'fr' ? text.replace('.', ',') : text;
  };
  return (
    <p className="build-cost-plot">
      {t(
        'Footprint {width} wide x {depth} deep. Needs a plot of at least {plotWidth} x {plotDepth} m ({plotWidthFt} x {plotDepthFt} ft) with our setbacks of {front} at the front, {rear} at the rear and {side} on each side.',
        {
          width: lengthText(footprint.width_m, 'm'),
          depth: lengthText(footprint.depth_m, 'm'),
          plotWidth: up(plot.width_m, 'm'),
          plotDepth: up(plot.depth_m, 'm'),
          plotWidthFt: up(plot.width_m, 'ft'),
          plotDepthFt: up(plot.depth_m, 'ft'),
          front: lengthText(setbacks.front_m, 'm'),
          rear: lengthText(setbacks.rear_m, 'm'),
          side: lengthText(setbacks.side_m, 'm'),
        },
      )}
    </p>
  );
}

/**
 * The plan page's "Cost to Build": floor area x the rates staff keep, per finish level, for all regions or the
 * buyer's region when staff set one, dated, with what it covers and a way to a detailed estimate.
 */
export function BuildCostSection({ plan, rates, setbacks, detailedEstimateHref }: BuildCostSectionProps) {
  const regionId = useId();
  const [region, setRegion] = useState('');
  const row = ratesFor(rates, region);
  const regions = rates.rows.map((r) => r.region).filter((name) => name !== '');
  if (!row) return null;
  const estimate = buildCostEstimate(plan.area_sqm, row);
  const language = currentLanguage();

  return (
    <section className="build-cost" aria-labelledby="build-cost-heading">
      <h2 id="build-cost-heading">{t('Plot and Cost to Build')}</h2>
      <PlotNeeds plan={plan} setbacks={setbacks} />
      {regions.length > 0 ? (
        <div className="field build-cost-region">
          <label htmlFor={regionId} className="field-label">
            {t('Where will you build?')}
          </label>
          <select id={regionId} className="select" value={region} onChange={(event) => setRegion(event.target.value)}>
            <option value="">{t('Anywhere in Ghana')}</option>
            {regions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <p className="build-cost-range">
        <span>{t('Estimated cost to build')}</span>
        <strong data-testid="build-cost-range">{cedisRange(estimate.basic, estimate.high_end)}</strong>
        <span className="build-cost-usd">{usdRange(estimate.basic, estimate.high_end)}</span>
      </p>
      <table className="build-cost-table">
        <caption className="visually-hidden">{t('Estimated cost to build by finish level')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Finish')}</th>
            <th scope="col">{t('Rate per sq m')}</th>
            <th scope="col">{t('Estimate')}</th>
          </tr>
        </thead>
        <tbody>
          {FINISH_LEVELS.map((level) => (
            <tr key={level}>
              {/* i18next-instrument-ignore-next-line */}
              <th scope="row">{t(FINISH_LABELS[level])}</th>
              <td>{formatCedisIn(row[level], language)}</td>
              <td>
                {formatCedisIn(estimate[level], language)}{' '}
                <span className="build-cost-usd">({formatUsdFromCedisIn(estimate[level], language)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="build-cost-notes">
        {t('Floor area {area} sq m x building cost per sq m.', {
          area: language === 'en' ? String(plan.area_sqm) : formatAreaIn(plan.area_sqm, language),
        })}{' '}
        {/* i18next-instrument-ignore-next-line */}
        {t(BUILD_COST_INCLUDED)} {t(BUILD_COST_EXCLUDED)}
      </p>
      <p className="build-cost-notes">{t('Rates set on {date}.', { date: formatRatesDate(rates.set_on) })}</p>
      <ButtonLink to={detailedEstimateHref} variant="primary">
        {/* i18next-instrument-ignore-next-line */}
        {t(DETAILED_ESTIMATE_LABEL)}
      </ButtonLink>
    </section>
  );
}
