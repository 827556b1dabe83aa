import type { PortfolioUpdate } from '@shop/shared/admin/portfolio-write';
import type { PortfolioItem } from '@shop/shared/content/portfolio';
import type { PortfolioRepository } from '../../../src/repositories/portfolio-repository.ts';
import type { PortfolioWrites } from '../../../src/repositories/portfolio-writes.ts';

/** Fields sent as undefined are left alone, as the repository's update does. */
const defined = <T extends object>(changes: T) =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * The portfolio in memory, read and written as the repositories do: a taken id is an error, updating or removing a
 * project that is not there answers undefined, the list is newest first.
 */
export function portfolioFake(initial: readonly PortfolioItem[] = []) {
  const projects = new Map(initial.map((item) => [item.id, structuredClone(item)]));

  const writes = {
    async create(item: PortfolioItem): Promise<void> {
      if (projects.has(item.id)) throw new Error(`Project ${item.id} exists`);
      projects.set(item.id, structuredClone(item));
    },

    async update(id: string, changes: PortfolioUpdate, updatedAt: string): Promise<PortfolioItem | undefined> {
      const stored = projects.get(id);
      if (!stored) return undefined;
      const updated = { ...stored, ...defined(changes), updated_at: updatedAt };
      projects.set(id, updated);
      return structuredClone(updated);
    },

    async remove(id: string): Promise<PortfolioItem | undefined> {
      const stored = projects.get(id);
      projects.delete(id);
      return stored;
    },
  } satisfies PortfolioWrites;

  const reads = {
    async get(id: string): Promise<PortfolioItem | undefined> {
      const stored = projects.get(id);
      return stored && structuredClone(stored);
    },

    async list(limit: number): Promise<PortfolioItem[]> {
      return [...projects.values()]
        .sort((a, b) =>
          a.created_at === b.created_at ? b.id.localeCompare(a.id) : b.created_at.localeCompare(a.created_at),
        )
        .slice(0, limit)
        .map((item) => structuredClone(item));
    },
  } satisfies PortfolioRepository;

  return { ...writes, ...reads };
}

export type PortfolioFake = ReturnType<typeof portfolioFake>;
