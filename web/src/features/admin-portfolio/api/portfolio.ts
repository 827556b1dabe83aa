import type { PortfolioCreate, PortfolioUpdate } from '@shop/shared/admin/portfolio-write';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Under ['portfolio'], so a change here also refreshes the public portfolio pages' cached copies. */
export const adminPortfolioQueryOptions = () =>
  queryOptions({
    queryKey: ['portfolio', 'admin'],
    queryFn: async ({ signal }) => (await apiRequest('list-portfolio', { signal })).items,
  });

export function useAdminPortfolio() {
  return useQuery(adminPortfolioQueryOptions());
}

function useInvalidatePortfolio() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['portfolio'] });
}

export function useSaveProject() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: PortfolioCreate & PortfolioUpdate }) =>
      id
        ? apiRequest('update-portfolio-item', { params: { id }, body })
        : apiRequest('create-portfolio-item', { body }),
    onSuccess: invalidate,
  });
}

export function useDeleteProject() {
  const invalidate = useInvalidatePortfolio();
  return useMutation({
    mutationFn: (id: string) => apiRequest('delete-portfolio-item', { params: { id } }),
    onSuccess: invalidate,
  });
}
