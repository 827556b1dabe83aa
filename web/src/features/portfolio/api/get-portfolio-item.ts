import { getPortfolioItemRoute } from '@shop/shared/api/routes/get-portfolio-item';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getPortfolioItem(id: string, signal?: AbortSignal) {
  return apiRequest(getPortfolioItemRoute, { params: { id }, signal });
}

export const getPortfolioItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.portfolio.detail(id), queryFn: ({ signal }) => getPortfolioItem(id, signal) });

export function usePortfolioItem(id: string) {
  return useQuery(getPortfolioItemQueryOptions(id));
}
