import { deletePortfolioItemRoute } from '@shop/shared/api/routes/delete-portfolio-item';
import { invalidateEdge } from '../../../adapters/edge-invalidation.ts';
import { portfolioWriteDeps } from '../../../adapters/staff-write-wiring.ts';
import { requireCaller } from '../../../domain/accounts/require-caller.ts';
import { deletePortfolioItem } from '../../../domain/admin/portfolio/manage-portfolio.ts';
import { httpRoute } from '../../../http/http-route.ts';
import { uncached } from '../../../http/uncached.ts';

export const handler = httpRoute(
  deletePortfolioItemRoute,
  async ({ params, caller }) =>
    uncached(await deletePortfolioItem(portfolioWriteDeps(), requireCaller(caller), params.id)),
  { invalidateEdge },
);
