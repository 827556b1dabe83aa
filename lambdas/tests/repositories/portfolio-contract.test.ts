import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portfolioRepository } from '../../src/repositories/portfolio-repository.ts';
import { portfolioWrites } from '../../src/repositories/portfolio-writes.ts';
import { startDynalite } from '../support/dynalite-table.ts';
import { portfolioFake } from '../support/fakes/portfolio-fake.ts';

/*
 * The portfolio repositories and the in-memory fake the domain tests use answer the same: each case runs on both,
 * on dynalite for the real ones, so the fake cannot drift from the table.
 */

let dynalite: Awaited<ReturnType<typeof startDynalite>>;
beforeAll(async () => {
  dynalite = await startDynalite();
});
afterAll(async () => {
  await dynalite.stop();
});

type Portfolio = ReturnType<typeof portfolioFake>;

const implementations: [string, () => Promise<Portfolio>][] = [
  ['in memory', async () => portfolioFake()],
  [
    'on the table',
    async () => {
      const table = await dynalite.newTable();
      return { ...portfolioWrites(dynalite.db, table), ...portfolioRepository(dynalite.db, table) };
    },
  ],
];

function project(id: string, createdAt: string, overrides: Partial<PortfolioItem> = {}): PortfolioItem {
  return {
    id,
    title: `Project ${id}`,
    category: 'Residential',
    summary: '',
    description: '',
    status: 'in-progress',
    design_image: '',
    current_image: null,
    features: [],
    specifications: {},
    location: 'Tema',
    created_at: createdAt,
    updated_at: createdAt,
    ...overrides,
  };
}

describe.each(implementations)('the portfolio %s', (_name, open) => {
  it('lists created projects newest first, and reads each by id', async () => {
    const portfolio = await open();
    await portfolio.create(project('a', '2026-01-01T00:00:00.000Z'));
    await portfolio.create(project('b', '2026-03-01T00:00:00.000Z'));
    await portfolio.create(project('c', '2026-02-01T00:00:00.000Z'));

    expect((await portfolio.list(10)).map((item) => item.id)).toEqual(['b', 'c', 'a']);
    expect((await portfolio.list(2)).map((item) => item.id)).toEqual(['b', 'c']);
    expect(await portfolio.get('c')).toEqual(project('c', '2026-02-01T00:00:00.000Z'));
    expect(await portfolio.get('x')).toBeUndefined();
  });

  it('refuses a taken id, keeping the project there', async () => {
    const portfolio = await open();
    await portfolio.create(project('a', '2026-01-01T00:00:00.000Z'));

    await expect(portfolio.create(project('a', '2026-05-01T00:00:00.000Z', { title: 'Other' }))).rejects.toThrow(
      'Project a exists',
    );
    expect((await portfolio.get('a'))?.title).toBe('Project a');
  });

  it('updates the fields sent only, and answers undefined for a project that is not there (creating none)', async () => {
    const portfolio = await open();
    await portfolio.create(project('a', '2026-01-01T00:00:00.000Z', { features: ['Courtyard'] }));

    const updated = await portfolio.update('a', { status: 'completed' }, '2026-06-01T00:00:00.000Z');
    const missing = await portfolio.update('x', { title: 'T' }, '2026-06-01T00:00:00.000Z');

    const expected = project('a', '2026-01-01T00:00:00.000Z', {
      features: ['Courtyard'],
      status: 'completed',
      updated_at: '2026-06-01T00:00:00.000Z',
    });
    expect(updated).toEqual(expected);
    expect(await portfolio.get('a')).toEqual(expected);
    expect(missing).toBeUndefined();
    expect(await portfolio.get('x')).toBeUndefined();
  });

  it('removes a project, answering it as it was, and undefined the second time', async () => {
    const portfolio = await open();
    await portfolio.create(project('a', '2026-01-01T00:00:00.000Z'));

    expect(await portfolio.remove('a')).toEqual(project('a', '2026-01-01T00:00:00.000Z'));
    expect(await portfolio.remove('a')).toBeUndefined();
    expect(await portfolio.list(10)).toEqual([]);
  });
});
