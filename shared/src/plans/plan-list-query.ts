import * as z from 'zod/mini';
import { PLOT_UNITS } from '../build/plot-basics.ts';
import { PLAN_PAGE_SIZE_DEFAULT, PLAN_PAGE_SIZE_MAX } from '../constants.ts';
import { lazySchema } from '../lazy-schema.ts';
import { PLAN_SORTS, PLAN_STATUSES, PLAN_TYPES, PRICE_BANDS, PublicPlan } from './plan.ts';

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

const wholeNumber = (name: string, min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d+$/, { error: `${name} must be a whole number from ${min} to ${max}` })),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z
        .number()
        .check(
          z.gte(min, { error: `${name} must be a whole number from ${min} to ${max}` }),
          z.lte(max, { error: `${name} must be a whole number from ${min} to ${max}` }),
        ),
    ),
  );

const PLOT_SIDE_MAX = 3000;
const plotSide = (name: string) => {
  const error = `${name} must be a number from 1 to ${PLOT_SIDE_MAX} (metres or feet, see plotUnit), up to 2 decimals`;
  return z.pipe(
    z.string().check(z.regex(/^\d{1,4}(\.\d{1,2})?$/, { error })),
    z.pipe(
      z.transform((s: string) => Number(s)),
      z.number().check(z.gte(1, { error }), z.lte(PLOT_SIDE_MAX, { error })),
    ),
  );
};

/** Query string of GET /api/plans. Values arrive as strings; each error names the parameter and what it accepts. */
export const PlanListQuery = lazySchema(() =>
  z
    .object({
      status: z._default(oneOf('status', PLAN_STATUSES), 'active'),
      featured: z.optional(oneOf('featured', ['true', 'false'])),
      type: z.optional(oneOf('type', PLAN_TYPES)),
      minBedrooms: z.optional(wholeNumber('minBedrooms', 0, 20)),
      priceBand: z.optional(oneOf('priceBand', PRICE_BANDS)),
      q: z.optional(z.string().check(z.maxLength(100, { error: 'q must be at most 100 characters' }))),
      /** The shop's language: a French search looks in the French texts, English standing in where none is written. */
      lang: z.optional(oneOf('lang', ['en', 'fr'])),
      sort: z._default(oneOf('sort', PLAN_SORTS), 'featured'),
      limit: z._default(wholeNumber('limit', 1, PLAN_PAGE_SIZE_MAX), PLAN_PAGE_SIZE_DEFAULT),
      cursor: z.optional(z.string().check(z.maxLength(2000, { error: 'cursor is not valid' }))),
      /** The buyer's plot (decision 0025): width on the road, depth back from it; only plans that fit are listed. */
      plotWidth: z.optional(plotSide('plotWidth')),
      plotDepth: z.optional(plotSide('plotDepth')),
      plotUnit: z.optional(oneOf('plotUnit', PLOT_UNITS)),
    })
    .check(
      z.refine((query) => (query.plotWidth === undefined) === (query.plotDepth === undefined), {
        error: 'plotWidth and plotDepth go together: send both or neither',
      }),
    ),
);
export type PlanListQuery = z.infer<typeof PlanListQuery>;

export const PlanListResponse = lazySchema(() =>
  z.object({
    plans: z.array(PublicPlan),
    nextCursor: z.nullable(z.string()),
    /** Counts over every page of this filter; present on the first page only. */
    total: z.optional(z.number()),
    featuredTotal: z.optional(z.number()),
  }),
);
export type PlanListResponse = z.infer<typeof PlanListResponse>;

export const PlanIdParams = lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'id must be a plan id' })),
  }),
);
