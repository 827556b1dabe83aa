import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsRepository, type Sale } from '../../../src/repositories/analytics-repository.ts';
import { startDynalite } from '../../support/dynalite-table.ts';

/*
 * Paid quotes in the day aggregates, against a real table engine (dynalite): counted beside the sale they are,
 * taken back by a refund, and a plan sale never counts as one.
 */
let engine: Awaited<ReturnType<typeof startDynalite>>;

beforeAll(async () => {
  engine = await startDynalite();
});
afterAll(async () => {
  await engine?.stop();
});

const sale = (over: Partial<Sale> = {}): Sale => ({
  date: '2026-11-20',
  planId: 'villa-01',
  planTitle: 'Villa',
  packageType: 'premium',
  amountPesewas: 150_000,
  ...over,
});

describe('quotes accepted in the day aggregates', { timeout: 20_000 }, () => {
  it('count a paid quote and its value, not a plan sale, and take a refunded quote back out', async () => {
    const analytics = analyticsRepository(engine.db, await engine.newTable());

    await analytics.recordSale(sale({ quote: true }));
    await analytics.recordSale(sale({ quote: true, amountPesewas: 80_000 }));
    await analytics.recordSale(sale({ amountPesewas: 500_000 }));
    const [day] = await analytics.days('2026-11-20', '2026-11-20');

    expect(day).toMatchObject({ orders: 3, quotesAccepted: 2, quoteRevenuePesewas: 230_000 });

    await analytics.reverseSale(sale({ quote: true, amountPesewas: 80_000 }));
    const [after] = await analytics.days('2026-11-20', '2026-11-20');

    expect(after).toMatchObject({ orders: 2, quotesAccepted: 1, quoteRevenuePesewas: 150_000 });
  });
});
