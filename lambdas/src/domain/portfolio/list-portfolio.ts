import { PORTFOLIO_LIST_MAX, type PortfolioListResponse } from '@shop/shared/content/portfolio';
import type { PortfolioRepository } from '../../repositories/portfolio-repository.ts';

/** The firm's projects, newest first. An empty list is a valid answer: the page then shows plans instead. */
export async function listPortfolio(portfolio: PortfolioRepository): Promise<PortfolioListResponse> {
  return { items: await portfolio.list(PORTFOLIO_LIST_MAX) };
}
