import type { PortfolioItem } from '@shop/shared/content/portfolio';
import { NotFoundError } from '../../errors/domain-errors.ts';
import type { PortfolioRepository } from '../../repositories/portfolio-repository.ts';

export const PROJECT_NOT_FOUND = 'Project not found';

export async function getPortfolioItem(portfolio: PortfolioRepository, id: string): Promise<PortfolioItem> {
  const item = await portfolio.get(id);
  if (!item) throw new NotFoundError(PROJECT_NOT_FOUND);
  return item;
}
