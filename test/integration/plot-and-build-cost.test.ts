import { DEFAULT_PLOT_SETBACKS } from '@shop/shared/build/plot-fit';
import type { PublicPlan } from '@shop/shared/plans/plan';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_CATALOGUE } from '../../local/seed/plan-catalogue.ts';
import { seedFootprint } from '../../local/seed/plan-footprint.ts';
import { apiCaller } from '../support/api-client.ts';
import { startTestStack, type TestStack } from '../support/test-stack.ts';

let shop: TestStack;
let admin = '';
let buyer = '';

beforeAll(async () => {
  shop = await startTestStack();
  [admin, buyer] = await Promise.all([shop.signIn('admin'), shop.signIn('user')]);
});

afterAll(async () => {
  await shop?.stop();
});

const call = () => apiCaller(shop.api);

/** Every plan of a query, following Load More to the end. */
async function allPages(query: string): Promise<PublicPlan[]> {
  const plans: PublicPlan[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const { status, body } = await call()<{ plans: PublicPlan[]; nextCursor: string | null }>(
      'GET',
      `/api/plans?${query}${suffix}`,
    );
    expect(status).toBe(200);
    plans.push(...body.plans);
    cursor = body.nextCursor;
  } while (cursor);
  return plans;
}

const FEET = 0.3048;

/** The seeded active plans whose footprint (from the seed's own numbers) fits a plot with these setbacks. */
function seededFits(widthM: number, depthM: number, setbacks = DEFAULT_PLOT_SETBACKS, type?: string) {
  return PLAN_CATALOGUE.filter((entry) => entry.status === 'active' && (!type || entry.plan_type === type))
    .filter((entry) => {
      const { footprint_width_m, footprint_depth_m } = seedFootprint(entry);
      return (
        footprint_width_m <= widthM - 2 * setbacks.side_m &&
        footprint_depth_m <= depthM - setbacks.front_m - setbacks.rear_m
      );
    })
    .map((entry) => entry.id)
    .sort();
}

describe('plot fit on the offline stack', () => {
  it('lists, page by page, exactly the seeded plans that fit a 70 x 100 ft plot, with the count on page one', async () => {
    const first = await call()<{ total: number }>('GET', '/api/plans?plotWidth=70&plotDepth=100&plotUnit=ft&limit=5');
    const fitting = await allPages('plotWidth=70&plotDepth=100&plotUnit=ft&limit=5');
    const expected = seededFits(70 * FEET, 100 * FEET);

    expect(fitting.map((plan) => plan.id).sort()).toEqual(expected);
    expect(first.body.total).toBe(expected.length);
    // The widest seeded plans need more than 70 ft of width.
    expect(expected).not.toContain('trasacco-pool-villa');
    expect(expected).not.toContain('dodowa-courtyard-bungalow');
    expect(expected).toContain('kasoa-compact-villa');
  });

  it('combines the plot with a type, a sort and metres', async () => {
    const plans = await allPages('plotWidth=15.24&plotDepth=30.48&type=bungalow&sort=price-asc&limit=3');

    expect(plans.map((plan) => plan.id).sort()).toEqual(seededFits(15.24, 30.48, DEFAULT_PLOT_SETBACKS, 'bungalow'));
    const prices = plans.map((plan) => plan.basic_price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('follows the setbacks staff save, for every plan at once, and refuses a buyer', async () => {
    const wider = { front_m: 3, rear_m: 3, side_m: 3 };
    const refused = await call()('PUT', '/api/settings', buyer, { plot_setbacks: wider });
    const saved = await call()('PUT', '/api/settings', admin, { plot_setbacks: wider });
    try {
      const fitting = await allPages('plotWidth=70&plotDepth=100&plotUnit=ft&limit=50');

      expect(refused.status).toBe(403);
      expect(saved.status).toBe(200);
      expect(fitting.map((plan) => plan.id).sort()).toEqual(seededFits(70 * FEET, 100 * FEET, wider));
      expect(fitting.length).toBeLessThan(seededFits(70 * FEET, 100 * FEET).length);
    } finally {
      await call()('PUT', '/api/settings', admin, { plot_setbacks: DEFAULT_PLOT_SETBACKS });
    }
  });

  it('refuses half a plot with a message that says what to send', async () => {
    const answer = await call()('GET', '/api/plans?plotWidth=70');

    expect(answer.status).toBe(400);
    expect(answer.text).toContain('plotWidth and plotDepth go together');
  });
});

describe('build-cost rates on the offline stack', () => {
  it('shows visitors the rates staff save, dated the day they were saved', async () => {
    const rows = [
      { region: '', basic: 4400, standard: 6300, high_end: 9900 },
      { region: 'Ashanti', basic: 4100, standard: 5900, high_end: 9000 },
    ];
    const refused = await call()('PUT', '/api/settings', buyer, { build_cost_rates: { rows } });
    const saved = await call()('PUT', '/api/settings', admin, { build_cost_rates: { rows } });
    const shown = await call()<{ build_cost_rates: unknown }>('GET', '/api/settings');

    expect(refused.status).toBe(403);
    expect(saved.status).toBe(200);
    expect(shown.body.build_cost_rates).toEqual({ rows, set_on: new Date().toISOString().slice(0, 10) });
  });

  it('refuses a table without rates for all other regions, and keeps the saved one', async () => {
    const before = await call()<{ build_cost_rates: unknown }>('GET', '/api/settings');
    const answer = await call()('PUT', '/api/settings', admin, {
      build_cost_rates: { rows: [{ region: 'Volta', basic: 4000, standard: 6000, high_end: 9000 }] },
    });
    const after = await call()<{ build_cost_rates: unknown }>('GET', '/api/settings');

    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Keep exactly one row of rates for all other regions');
    expect(after.body.build_cost_rates).toEqual(before.body.build_cost_rates);
  });
});
