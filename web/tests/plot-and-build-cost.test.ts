import { type BuildCostRow, buildCostEstimate, ratesFor } from '@shop/shared/build/build-cost';
import { DEFAULT_BUILD_COST_RATES } from '@shop/shared/build/build-cost-defaults';
import { DEFAULT_PLOT_SETBACKS, minimumPlot, type PlotFit, plotFit, plotFitLine } from '@shop/shared/build/plot-fit';
import { DEFAULT_SITE_SETTINGS } from '@shop/shared/settings/site-settings';
import { describe, expect, it } from 'vitest';
import {
  planFormValues,
  planRequestBody,
  validatePlanForm,
} from '../src/features/admin-plans/utils/plan-form-values.ts';
import { buildCostsChanges, buildCostsFormValues } from '../src/features/admin-settings/utils/build-costs-form.ts';
import { formatRatesDate } from '../src/features/build-cost/utils/build-cost-text.ts';
import { contactPrefill } from '../src/features/contact/utils/contact-prefill.ts';
import {
  DEFAULT_PLAN_LIST_PARAMS,
  readPlanListParams,
  toPlanListQuery,
  writePlanListParams,
} from '../src/features/plans/utils/plan-list-search-params.ts';

const ADMIN_SETTINGS = {
  ...DEFAULT_SITE_SETTINGS,
  paystack_public_key: '',
  default_currency: 'GHS' as const,
  updated_at: '',
  updated_by: '',
};

describe('plot fit', () => {
  it('fits a 16 x 11.5 m villa on a 70 x 100 ft plot and says what is left, never rounding the room up', () => {
    // 70 ft = 21.336 m less 2 x 1.5 m leaves 18.336 m; 100 ft = 30.48 m less 3 m + 3 m leaves 24.48 m.
    const fit = plotFit({ width_m: 16, depth_m: 11.5 }, { width: 70, depth: 100, unit: 'ft' }, DEFAULT_PLOT_SETBACKS);

    expect(fit?.fits).toBe(true);
    expect(plotFitLine(fit as PlotFit, 'ft')).toBe('Fits with 7 ft to spare in width and 42 ft in depth');
  });

  it('says in metres what a plot in metres leaves', () => {
    const fit = plotFit({ width_m: 16, depth_m: 11.5 }, { width: 20, depth: 30, unit: 'm' }, DEFAULT_PLOT_SETBACKS);

    expect(plotFitLine(fit as PlotFit, 'm')).toBe('Fits with 1.0 m to spare in width and 12.5 m in depth');
  });

  it('does not fit a plan that is too wide, and does not turn it to make it fit', () => {
    // 19 m wide needs 22 m of width; turned, it would fit 100 ft deep, but plans keep their front to the road.
    const fit = plotFit({ width_m: 19, depth_m: 13.6 }, { width: 70, depth: 100, unit: 'ft' }, DEFAULT_PLOT_SETBACKS);

    expect(fit?.fits).toBe(false);
  });

  it('knows nothing about a plan without a footprint', () => {
    expect(plotFit({}, { width: 70, depth: 100, unit: 'ft' }, DEFAULT_PLOT_SETBACKS)).toBeUndefined();
  });

  it('adds the setbacks to the footprint for the minimum plot', () => {
    expect(minimumPlot({ width_m: 16, depth_m: 11.5 }, { front_m: 4, rear_m: 2, side_m: 1 })).toEqual({
      width_m: 18,
      depth_m: 17.5,
    });
  });
});

describe('the plot in the plan list URL', () => {
  it('round-trips a plot in feet and sends it to the API', () => {
    const params = { ...DEFAULT_PLAN_LIST_PARAMS, plot: { width: 70, depth: 100, unit: 'ft' as const } };

    const written = writePlanListParams(params);

    expect(written.toString()).toBe('plotWidth=70&plotDepth=100&plotUnit=ft');
    expect(readPlanListParams(written)).toEqual(params);
    expect(toPlanListQuery(params)).toMatchObject({ plotWidth: '70', plotDepth: '100', plotUnit: 'ft' });
  });

  it.each(['plotWidth=70', 'plotWidth=70&plotDepth=0', 'plotWidth=abc&plotDepth=100', 'plotWidth=70&plotDepth=99999'])(
    'ignores a plot the API would refuse (%s)',
    (search) => {
      expect(readPlanListParams(new URLSearchParams(search)).plot).toBeNull();
    },
  );

  it('reads metres when the unit is missing or unknown', () => {
    expect(readPlanListParams(new URLSearchParams('plotWidth=20&plotDepth=30.5&plotUnit=yd')).plot).toEqual({
      width: 20,
      depth: 30.5,
      unit: 'm',
    });
  });
});

describe('cost to build', () => {
  it('multiplies the floor area by each rate, to the nearest thousand cedis', () => {
    const row = ratesFor(DEFAULT_BUILD_COST_RATES, '');

    expect(buildCostEstimate(320, row as BuildCostRow)).toEqual({
      basic: 1_344_000,
      standard: 1_920_000,
      high_end: 3_040_000,
    });
  });

  it("uses a region's own rates when staff set them, else the rates for all regions", () => {
    expect(ratesFor(DEFAULT_BUILD_COST_RATES, 'Greater Accra')?.basic).toBe(4800);
    expect(ratesFor(DEFAULT_BUILD_COST_RATES, 'Volta')?.basic).toBe(4200);
  });

  it('writes the date of the rates in words', () => {
    expect(formatRatesDate('2026-11-01')).toBe('1 November 2026');
  });

  it('sends the admin tab as numbers and reports rates that do not rise first', () => {
    const values = buildCostsFormValues(ADMIN_SETTINGS);
    const good = buildCostsChanges(values);
    const falling = buildCostsChanges({
      ...values,
      rows: values.rows.map((row) => (row.region === '' ? { ...row, high_end: '100' } : row)),
    });

    expect(good).toEqual({
      ok: true,
      body: {
        plot_setbacks: DEFAULT_PLOT_SETBACKS,
        build_cost_rates: { rows: DEFAULT_BUILD_COST_RATES.rows },
      },
    });
    expect(falling).toEqual({ ok: false, message: 'Rates must rise from basic to standard to high-end' });
  });
});

describe('footprint in the admin plan form', () => {
  it('sends a footprint when both sides are typed, and leaves it out when empty', () => {
    const base = { ...planFormValues(), title: 'Kasoa Villa' };

    expect(planRequestBody({ ...base, footprint_width_m: '11.5', footprint_depth_m: '8.2' })).toMatchObject({
      footprint_width_m: 11.5,
      footprint_depth_m: 8.2,
    });
    expect(planRequestBody(base)).not.toHaveProperty('footprint_width_m');
    expect(validatePlanForm(base)).toEqual({});
  });

  it('reports a footprint in centimetres or with one side missing', () => {
    const base = { ...planFormValues(), title: 'Kasoa Villa' };

    expect(validatePlanForm({ ...base, footprint_width_m: '11.55', footprint_depth_m: '8' }).footprint_width_m).toBe(
      'Footprint width must be from 3 to 200 m, in steps of 0.1',
    );
    expect(validatePlanForm({ ...base, footprint_width_m: '11.5' }).footprint_depth_m).toBe(
      'Enter both footprint width and depth, or neither',
    );
  });
});

describe('Get a detailed estimate', () => {
  it('fills the contact form with the plan and the cost-planning service', () => {
    const search = new URLSearchParams({
      service: 'cost-planning',
      plan: 'kasoa-compact-villa',
      title: '3-Bedroom Kasoa Compact Villa',
      type: 'villa',
    });

    const prefill = contactPrefill(search);

    expect(prefill.subject).toBe('Cost Planning & Quantity Surveying: 3-Bedroom Kasoa Compact Villa');
    expect(prefill.planType).toBe('villa');
    expect(prefill.message).toContain('3-Bedroom Kasoa Compact Villa (plan kasoa-compact-villa)');
  });

  it('fills nothing for any other link', () => {
    expect(contactPrefill(new URLSearchParams('subject=Hello'))).toEqual({});
  });
});
