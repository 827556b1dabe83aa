import { COMPARE_ROWS } from '../../src/features/compare/utils/compare-rows.ts';
import { makePlan } from '../../src/testing/plan-fixtures.ts';

/** The compare dialog's Basic Price, Area, Rating and Downloads for a plan with thousands and decimals in each. */
export function shownCompareFigures() {
  const plan = makePlan({
    basic_price: 2000,
    area_sqm: 1250.5,
    rating_average: 4.25,
    rating_count: 4,
    downloads: 1234,
  });
  const value = (label: string) => COMPARE_ROWS.find((row) => row.label === label)?.value(plan);
  return [value('Basic Price'), value('Area'), value('Rating'), value('Downloads')];
}
