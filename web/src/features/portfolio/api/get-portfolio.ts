import { listPlansRoute } from '@shop/shared/api/routes/list-plans';
import { listPortfolioRoute } from '@shop/shared/api/routes/list-portfolio';
import { PORTFOLIO_PLAN_FALLBACK_MAX } from '@shop/shared/content/portfolio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fromPlan, fromProject, type PortfolioCardData } from '../utils/portfolio-cards.ts';

/**
 * The portfolio list: the firm's projects, or, when there are none or the list cannot be loaded, up to 12
 * active plans instead (list errors are swallowed).
 */
export async function getPortfolioCards(signal?: AbortSignal): Promise<PortfolioCardData[]> {
  try {
    const { items } = await apiRequest(listPortfolioRoute, { signal });
    if (items.length > 0) return items.map(fromProject);
  } catch (error) {
    if (signal?.aborted) throw error;
  }
  const { plans } = await apiRequest(listPlansRoute, {
    query: { status: 'active', limit: String(PORTFOLIO_PLAN_FALLBACK_MAX) },
    signal,
  });
  return plans.slice(0, PORTFOLIO_PLAN_FALLBACK_MAX).map(fromPlan);
}

export const getPortfolioCardsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.portfolio.list, queryFn: ({ signal }) => getPortfolioCards(signal) });

export function usePortfolioCards() {
  return useQuery(getPortfolioCardsQueryOptions());
}
