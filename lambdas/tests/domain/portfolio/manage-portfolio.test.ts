import { PortfolioCreate } from '@shop/shared/admin/portfolio-write';
import { PORTFOLIO_NOT_FOUND_TEXT, type PortfolioItem } from '@shop/shared/content/portfolio';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../src/auth/caller.ts';
import {
  createPortfolioItem,
  deletePortfolioItem,
  type ManagePortfolioDeps,
  updatePortfolioItem,
} from '../../../src/domain/admin/portfolio/manage-portfolio.ts';
import { NotFoundError } from '../../../src/errors/domain-errors.ts';
import { auditFake } from '../../support/fakes/audit-fake.ts';
import { portfolioFake } from '../../support/fakes/portfolio-fake.ts';

/* Staff writing the portfolio: checked on what the public list then shows and what the trail records. */

const NOW = new Date('2026-11-10T08:00:00.000Z');
const ADMIN: Caller = { sub: 'admin-ama', email: 'ama@temahouseplans.com', groups: ['admin'] };

function project(overrides: Partial<PortfolioItem> = {}): PortfolioItem {
  return {
    id: 'p1',
    title: 'Old project',
    category: 'Residential',
    summary: 'A family house',
    description: '',
    status: 'in-progress',
    design_image: '/images/portfolio/p1/d.png',
    current_image: null,
    features: ['Courtyard'],
    specifications: { Floors: '2' },
    location: 'Tema',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function setUp(projects: PortfolioItem[] = []) {
  const portfolio = portfolioFake(projects);
  const audit = auditFake();
  const deps: ManagePortfolioDeps = { writes: portfolio, audit, now: () => NOW, newId: () => 'p-new' };
  return { deps, portfolio, audit };
}

describe('createPortfolioItem', () => {
  it('creates a project with the defaults, first on the public list, credited to the caller', async () => {
    // Prepare: what the route passes on for a form with a title and an image only
    const { deps, portfolio, audit } = setUp([project()]);
    const input = PortfolioCreate.parse({
      title: 'Courtyard Villa, Sakumono',
      design_image: '/images/portfolio/new/d.png',
    });

    // Act
    const created = await createPortfolioItem(deps, ADMIN, input);

    // Assess
    expect(created).toMatchObject({
      id: 'p-new',
      title: 'Courtyard Villa, Sakumono',
      status: 'in-progress',
      category: '',
      current_image: null,
      created_at: NOW.toISOString(),
    });
    expect((await portfolio.list(10)).map((item) => item.id)).toEqual(['p-new', 'p1']);
    expect(audit.entries).toEqual([
      expect.objectContaining({ actor_email: ADMIN.email, action: 'portfolio.create', target_id: 'p-new' }),
    ]);
  });
});

describe('updatePortfolioItem', () => {
  it('changes the fields sent only, on an existing project, and records which', async () => {
    const { deps, portfolio, audit } = setUp([project()]);

    const updated = await updatePortfolioItem(deps, ADMIN, 'p1', { status: 'completed' });

    expect(updated).toEqual({ ...project(), status: 'completed', updated_at: NOW.toISOString() });
    expect(await portfolio.get('p1')).toEqual(updated);
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'portfolio.update', target_id: 'p1', changes: { status: 'changed' } }),
    ]);
  });

  it('answers 404 for a project that is not there, creating nothing and recording nothing', async () => {
    const { deps, portfolio, audit } = setUp([project()]);

    await expect(updatePortfolioItem(deps, ADMIN, 'x', { title: 'T' })).rejects.toThrow(
      new NotFoundError(PORTFOLIO_NOT_FOUND_TEXT),
    );

    expect(await portfolio.get('x')).toBeUndefined();
    expect(audit.entries).toHaveLength(0);
  });
});

describe('deletePortfolioItem', () => {
  it('deletes a project and records it by its title', async () => {
    const { deps, portfolio, audit } = setUp([project()]);

    const answer = await deletePortfolioItem(deps, ADMIN, 'p1');

    expect(answer).toEqual({ message: 'Project deleted successfully', id: 'p1' });
    expect(await portfolio.list(10)).toEqual([]);
    expect(audit.entries).toEqual([
      expect.objectContaining({ action: 'portfolio.delete', summary: 'Deleted project "Old project"' }),
    ]);
  });

  it('answers 404 for a project that is not there, recording nothing', async () => {
    const { deps, audit } = setUp([project()]);

    await expect(deletePortfolioItem(deps, ADMIN, 'x')).rejects.toThrow(new NotFoundError(PORTFOLIO_NOT_FOUND_TEXT));
    expect(audit.entries).toHaveLength(0);
  });
});
