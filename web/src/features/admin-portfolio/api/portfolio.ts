import type { PortfolioCreate, PortfolioUpdate } from '@shop/shared/admin/portfolio-write';
import { createPortfolioItemRoute } from '@shop/shared/api/routes/create-portfolio-item';
import { deletePortfolioItemRoute } from '@shop/shared/api/routes/delete-portfolio-item';
import { listAdminPortfolioRoute } from '@shop/shared/api/routes/list-admin-portfolio';
import { updatePortfolioItemRoute } from '@shop/shared/api/routes/update-portfolio-item';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation.ts';

/**
 * Staff read the uncached admin list (the public one is cached at the edge). Under the portfolio root, so a change
 * here also refreshes the public portfolio pages' copies in this tab.
 */
export const adminPortfolioQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.portfolio.admin,
    queryFn: async ({ signal }) => (await apiRequest(listAdminPortfolioRoute, { signal })).items,
  });

export function useAdminPortfolio() {
  return useQuery(adminPortfolioQueryOptions());
}

export function useSaveProject() {
  return useRefreshingMutation(
    [queryKeys.portfolio.all],
    ({ id, body }: { id?: string; body: PortfolioCreate & PortfolioUpdate }) =>
      id
        ? apiRequest(updatePortfolioItemRoute, { params: { id }, body })
        : apiRequest(createPortfolioItemRoute, { body }),
  );
}

export function useDeleteProject() {
  return useRefreshingMutation([queryKeys.portfolio.all], (id: string) =>
    apiRequest(deletePortfolioItemRoute, { params: { id } }),
  );
}
